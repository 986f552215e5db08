import type { CollectorId, Connector } from './connector';

/**
 * Each protocol's library is loaded at its first collection: a process that collects nothing
 * (most web processes) never holds imapflow, ssh2 or webdav in memory (about 60 MB together).
 */
const loadedAtFirstUse = (load: () => Promise<Connector>): Connector => ({
  connect: async (account) => (await load()).connect(account),
});

export const CONNECTORS: Record<CollectorId, Connector> = {
  imap: loadedAtFirstUse(async () => (await import('./imapConnector')).imapConnector),
  sftp: loadedAtFirstUse(async () => (await import('./sftpConnector')).sftpConnector),
  webdav: loadedAtFirstUse(async () => (await import('./webdavConnector')).webdavConnector),
};
