import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, portAnswers, restartableDaemon } from './daemons';

const RCLONE = '/usr/bin/rclone';

export type WebdavPeer = Awaited<ReturnType<typeof startWebdavPeer>>;

/** Debian's `rclone serve webdav` on loopback, serving `root` (files the test writes) to one account. */
export const startWebdavPeer = async ({ login, password }: { login: string; password: string }) => {
  const dir = mkdtempSync(join(tmpdir(), 'liasse-webdav-'));
  const root = join(dir, 'files');
  mkdirSync(root);
  // An empty configuration of its own: rclone never reads the user's remotes or writes beside them.
  const configFile = join(dir, 'rclone.conf');
  writeFileSync(configFile, '');
  const port = await freePort();
  const args = [
    'serve',
    'webdav',
    root,
    `--addr=127.0.0.1:${port}`,
    `--user=${login}`,
    `--pass=${password}`,
    `--config=${configFile}`,
    `--cache-dir=${join(dir, 'cache')}`,
    // rclone caches directory listings for 5 minutes: files the test writes must show at once
    '--dir-cache-time=0s',
    '--log-level=ERROR',
  ];

  const { start, stop } = await restartableDaemon(RCLONE, args, { port, ready: () => portAnswers(port) }, dir);

  return {
    host: '127.0.0.1' as const,
    port,
    login,
    password,
    root,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
