import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2, { type Connection, type Server } from 'ssh2';
import { freePort, killOnExit } from './daemons';

const SFTP_SERVER = '/usr/lib/openssh/sftp-server';

export type SftpPeer = Awaited<ReturnType<typeof startSftpPeer>>;

/**
 * A new ed25519 host key. ssh2 now and then writes one its own parser refuses ("Malformed OpenSSH
 * private key", seen once in a CI run): such a key is drawn again.
 */
const newHostKey = (): string => {
  for (;;) {
    const key = ssh2.utils.generateKeyPairSync('ed25519').private;
    if (!(ssh2.utils.parseKey(key) instanceof Error)) return key;
  }
};

/**
 * An SSH server on loopback (ssh2's Server: password login for one account) whose sftp subsystem is OpenSSH's own
 * sftp-server, started in `root`: the file protocol the connector meets is the one real servers speak. sftp-server
 * does not chroot, so a relative folder ('factures') is inside `root` and an absolute one is the machine's.
 */
export const startSftpPeer = async ({ login, password }: { login: string; password: string }) => {
  const root = mkdtempSync(join(tmpdir(), 'liasse-sftp-'));
  let hostKey = newHostKey();
  /** Passwords sent to this server, right or wrong. */
  let passwordsSeen = 0;
  const port = await freePort();
  const clients = new Set<Connection>();
  const fileServers = new Set<() => void>();

  const serveFiles = (channel: ssh2.ServerChannel) => {
    const fileServer = spawn(SFTP_SERVER, ['-d', root], { stdio: ['pipe', 'pipe', 'ignore'] });
    const kill = () => fileServer.kill();
    const untrack = killOnExit(kill);
    fileServers.add(kill);
    channel.pipe(fileServer.stdin);
    fileServer.stdout.pipe(channel);
    fileServer.stdin.on('error', () => undefined);
    fileServer.once('exit', () => {
      fileServers.delete(kill);
      untrack();
      channel.close();
    });
    channel.once('close', kill);
  };

  const accept = (client: Connection) => {
    clients.add(client);
    client.once('close', () => clients.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (context) => {
      if (context.method === 'password') passwordsSeen += 1;
      if (context.method === 'password' && context.username === login && context.password === password) {
        context.accept();
        return;
      }
      context.reject(['password']);
    });
    client.on('ready', () =>
      client.on('session', (acceptSession) =>
        acceptSession().on('subsystem', (acceptSubsystem, reject, { name }) =>
          name === 'sftp' ? serveFiles(acceptSubsystem()) : reject(),
        ),
      ),
    );
  };

  let server: Server | null = null;
  const start = async () => {
    if (server) return;
    const starting = new ssh2.Server({ hostKeys: [hostKey] }, accept);
    await new Promise<void>((resolve) => starting.listen(port, '127.0.0.1', resolve));
    server = starting;
  };
  /** Stops listening and drops every session, as a server that goes down. */
  const stop = async () => {
    if (!server) return;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
    clients.forEach((client) => client.end());
    fileServers.forEach((kill) => kill());
    await closed;
    server = null;
  };
  await start();

  /** Another server on the same address (reinstalled, or an impostor): a new host key. */
  const replaceHostKey = async () => {
    await stop();
    hostKey = newHostKey();
    await start();
  };

  return {
    host: '127.0.0.1' as const,
    port,
    replaceHostKey,
    passwordsSeen: () => passwordsSeen,
    login,
    password,
    root,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
};
