import { posix } from 'node:path';
import type { Client } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { CollectorError, type AccountSettings, type Connection, type Connector, type RemoteItem } from './connector';
import { UNREACHABLE_CODES as SOCKET_UNREACHABLE } from './networkErrors';
import { readBounded } from './readBounded';
import { joinRemote, matchingFileItems, moveToFreeName, processedDirectory } from './remoteFiles';
import { COMMAND_TIMEOUT_MS, CONNECT_TIMEOUT_MS, withTimeout } from './timeouts';

const AUTHENTICATION_FAILED = 'All configured authentication methods failed';
const END_TIMEOUT_MS = 5_000;
const KEEPALIVE_MS = 15_000;

/** ssh2-sftp-client's own word for a session gone, beside the socket's. */
const UNREACHABLE_CODES = new Set([...SOCKET_UNREACHABLE, 'ERR_NOT_CONNECTED']);
/** ssh2's handshake timeout and ssh2-sftp-client's "the connection went away" carry no code of their own. */
const UNREACHABLE_MESSAGE = /Timed out while waiting for handshake|Unexpected (end|close) event|No SFTP connection/;

const toCollectorError = (error: unknown, what: string): CollectorError => {
  if (error instanceof CollectorError) return error;
  const { code, message = '' } = error as { code?: unknown; message?: string };
  if (message.includes(AUTHENTICATION_FAILED)) {
    return new CollectorError('WRONG_IDENTIFIERS', `${what}: the login was refused`);
  }
  // Before the SSH handshake, whatever answered is not an SSH server: "not reached", as a closed port, so that the
  // account cannot tell an open port from a closed one.
  const unreachable =
    what === 'connect' ||
    (typeof code === 'string' && UNREACHABLE_CODES.has(code)) ||
    UNREACHABLE_MESSAGE.test(message);
  return new CollectorError(unreachable ? 'UNAVAILABLE' : 'REMOTE', `${what}: ${message}`);
};

const command = async <T>(what: string, work: () => Promise<T>, ms = COMMAND_TIMEOUT_MS): Promise<T> => {
  try {
    return await withTimeout(work(), ms, what);
  } catch (error) {
    throw toCollectorError(error, what);
  }
};

// end() only says goodbye on a live SFTP channel; the socket under it is destroyed as well, so that a session that
// broke halfway (or a goodbye the remote never answers) leaves nothing open. ssh2-sftp-client keeps it untyped.
const closeClient = async (client: SftpClient) => {
  await withTimeout(client.end(), END_TIMEOUT_MS, 'end').catch(() => undefined);
  (client as unknown as { client: Client }).client.destroy();
};

const openConnection = (client: SftpClient, account: AccountSettings, hostKey: string): Connection => {
  const folder = account.folder || '.';
  let processedDirectoryReady = false;

  const list = async (): Promise<RemoteItem[]> => {
    const entries = await command('list', () => client.list(folder));
    const files = entries
      .filter((entry) => entry.type === '-')
      .map((entry) => ({
        path: joinRemote(account.folder, entry.name),
        name: entry.name,
        size: entry.size,
        mtimeMs: entry.modifyTime,
      }));
    return matchingFileItems(files, account);
  };

  const download = async (item: RemoteItem, maxBytes: number): Promise<Buffer> => {
    if (item.size !== null && item.size > maxBytes) {
      throw new CollectorError('TOO_LARGE', `${item.name} is larger than ${maxBytes} bytes`);
    }
    return command('download', () => {
      const stream = client.createReadStream(item.unit);
      // ssh2 closes the file after the last byte, or once the loop stops early, and reports a close the ending session
      // never answered as an 'error' on the finished stream; errors while reading still reach readBounded's loop.
      stream.on('error', () => undefined);
      return readBounded(stream, maxBytes, item.name);
    });
  };

  const ensureProcessedDirectory = async (directory: string) => {
    if (processedDirectoryReady) return;
    if (!(await command('stat', () => client.exists(directory)))) {
      await command('mkdir', () => client.mkdir(directory, true));
    }
    processedDirectoryReady = true;
  };

  // OpenSSH's plain SFTP rename never replaces a file, but its refusal does not say why: the check comes first.
  const acknowledgeOne = async (unit: string): Promise<void> => {
    if (!(await command('stat', () => client.exists(unit)))) return;
    const directory = processedDirectory(account.folder, account.processedFolder);
    await ensureProcessedDirectory(directory);
    await moveToFreeName(directory, posix.basename(unit), async (target) => {
      if (await command('stat', () => client.exists(target))) return false;
      await command('rename', () => client.rename(unit, target));
      return true;
    });
  };

  // A file server moves one file per request.
  const acknowledge = async (units: string[]) => {
    for (const unit of units) await acknowledgeOne(unit);
  };

  return { list, download, acknowledge, close: () => closeClient(client), hostKey };
};

const connect = async (account: AccountSettings): Promise<Connection> => {
  // The library's default callbacks print every connection event to the console.
  const client = new SftpClient('collector', { error: () => undefined, end: () => undefined, close: () => undefined });
  let shown = '';
  try {
    await command(
      'connect',
      () =>
        client.connect({
          host: account.address,
          port: account.port,
          username: account.login,
          password: account.password,
          readyTimeout: CONNECT_TIMEOUT_MS,
          // Checked before the password is sent: a server with another key than the pinned one never sees it.
          hostHash: 'sha256',
          hostVerifier: (hash: string) => {
            shown = hash;
            return account.hostKey === null || account.hostKey === hash;
          },
          // the caller may spend a while on a document between commands: keep the session alive, and notice a dead one
          keepaliveInterval: KEEPALIVE_MS,
        }),
      CONNECT_TIMEOUT_MS + COMMAND_TIMEOUT_MS,
    );
    const folder = account.folder || '.';
    const kind = await command('stat', () => client.exists(folder));
    if (kind !== 'd') throw new CollectorError('REMOTE', `${folder} is not a directory on the server`);
    return openConnection(client, account, shown);
  } catch (error) {
    await closeClient(client);
    if (account.hostKey !== null && shown !== '' && shown !== account.hostKey)
      throw new CollectorError(
        'HOST_KEY_CHANGED',
        `connect: the server's host key (SHA-256 ${shown}) is not the one pinned at the first connection ` +
          `(${account.hostKey}); remove the account and add it again if the server really changed`,
      );
    throw error;
  }
};

export const sftpConnector: Connector = { connect };
