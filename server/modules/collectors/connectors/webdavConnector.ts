import type { Agent as HttpAgent } from 'node:http';
import { posix } from 'node:path';
import { AuthType, createClient, type FileStat, type WebDAVClient } from 'webdav';
import { pinnedAgent } from '../../../net/pinnedAgent';
import { CollectorError, type AccountSettings, type Connection, type Connector, type RemoteItem } from './connector';
import { readBounded } from './readBounded';
import { matchingFileItems, moveToFreeName, processedDirectory } from './remoteFiles';
import { COMMAND_TIMEOUT_MS, CONNECT_TIMEOUT_MS, withTimeout } from './timeouts';

/** Gateways and an overloaded server say so with these; the next round may find them well. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
const PRECONDITION_FAILED = 412;

type WebdavError = { status?: number; message?: string };

const toCollectorError = (error: unknown, what: string): CollectorError => {
  if (error instanceof CollectorError) return error;
  const { status, message = '' } = error as WebdavError;
  if (status === 401) return new CollectorError('WRONG_IDENTIFIERS', `${what}: the login was refused`);
  // No HTTP answer at all (a socket error, a timeout) is "not reached", whatever the socket said, so that the account
  // cannot tell an open port from a closed one.
  const unreachable = status === undefined || TRANSIENT_STATUSES.has(status);
  return new CollectorError(unreachable ? 'UNAVAILABLE' : 'REMOTE', `${what}: ${message}`);
};

// The signal bounds the whole exchange, body included (node-fetch under webdav honours it while streaming).
const command = async <T>(what: string, work: (signal: AbortSignal) => Promise<T>, ms = COMMAND_TIMEOUT_MS) => {
  try {
    return await withTimeout(work(AbortSignal.timeout(ms)), ms, what);
  } catch (error) {
    throw toCollectorError(error, what);
  }
};

const baseUrl = (account: AccountSettings) => {
  const host = account.host.includes(':') ? `[${account.host}]` : account.host;
  return `${account.tls ? 'https' : 'http'}://${host}:${account.port}`;
};

const exists = (client: WebDAVClient, path: string) => command('stat', (signal) => client.exists(path, { signal }));

const openConnection = (client: WebDAVClient, account: AccountSettings, agent: HttpAgent): Connection => {
  const folder = account.folder || '/';
  let processedDirectoryReady = false;

  const list = async (): Promise<RemoteItem[]> => {
    const entries: FileStat[] = await command('list', (signal) => client.getDirectoryContents(folder, { signal }));
    const files = entries
      .filter((entry) => entry.type === 'file')
      .map((entry) => ({
        path: entry.filename,
        name: entry.basename,
        size: entry.size,
        // a server that gives no date makes the file as old as can be
        mtimeMs: Date.parse(entry.lastmod) || 0,
      }));
    return matchingFileItems(files, account);
  };

  const download = async (item: RemoteItem, maxBytes: number): Promise<Buffer> => {
    if (item.size !== null && item.size > maxBytes) {
      throw new CollectorError('TOO_LARGE', `${item.name} is larger than ${maxBytes} bytes`);
    }
    // A plain GET rather than getFileContents, which buffers the whole file, or createReadStream, whose pipe would
    // not pass on a connection that breaks halfway. node-fetch's body is a Node stream, which webdav leaves untyped.
    return command('download', async (signal) => {
      const response = await client.customRequest(item.unit, { method: 'GET', signal });
      const { body } = response as unknown as { body: AsyncIterable<Uint8Array> };
      return readBounded(body, maxBytes, item.name);
    });
  };

  const ensureProcessedDirectory = async (directory: string) => {
    if (processedDirectoryReady) return;
    if (!(await exists(client, directory))) {
      await command('mkdir', (signal) => client.createDirectory(directory, { recursive: true, signal }));
    }
    processedDirectoryReady = true;
  };

  // MOVE with "Overwrite: F" is refused with 412 when the name is taken, so no check can race the move.
  const moveTo = (unit: string) => (target: string) =>
    command('move', (signal) =>
      client.moveFile(unit, target, { overwrite: false, signal }).then(
        () => true,
        (error: WebdavError) => {
          if (error.status === PRECONDITION_FAILED) return false;
          throw error;
        },
      ),
    );

  const acknowledgeOne = async (unit: string): Promise<void> => {
    if (!(await exists(client, unit))) return;
    const directory = processedDirectory(folder, account.processedFolder);
    await ensureProcessedDirectory(directory);
    await moveToFreeName(directory, posix.basename(unit), moveTo(unit));
  };

  const close = async (): Promise<void> => {
    agent.destroy();
  };

  // A file server moves one file per request.
  const acknowledge = async (units: string[]) => {
    for (const unit of units) await acknowledgeOne(unit);
  };

  return { list, download, acknowledge, close, hostKey: null };
};

const connect = async (account: AccountSettings): Promise<Connection> => {
  // A socket per request: a kept-alive one the server dropped while the caller stored a document would fail the next
  // request with ECONNRESET. Its own agent, so that close() ends this connection's requests and no other's; every
  // socket goes to the checked address, a redirect's included.
  const agent = pinnedAgent(account.address, account.tls);
  const client = createClient(baseUrl(account), {
    authType: AuthType.Password,
    username: account.login,
    password: account.password,
    ...(account.tls ? { httpsAgent: agent } : { httpAgent: agent }),
  });
  const folder = account.folder || '/';
  try {
    const stat = await command('connect', (signal) => client.stat(folder, { signal }), CONNECT_TIMEOUT_MS);
    if ((stat as FileStat).type !== 'directory') throw new CollectorError('REMOTE', `${folder} is not a directory`);
    return openConnection(client, account, agent);
  } catch (error) {
    agent.destroy();
    throw error;
  }
};

export const webdavConnector: Connector = { connect };
