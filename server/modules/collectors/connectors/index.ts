import type { CollectorId, Connector } from './connector';
import { imapConnector } from './imapConnector';
import { sftpConnector } from './sftpConnector';
import { webdavConnector } from './webdavConnector';

export const CONNECTORS: Record<CollectorId, Connector> = {
  imap: imapConnector,
  sftp: sftpConnector,
  webdav: webdavConnector,
};
