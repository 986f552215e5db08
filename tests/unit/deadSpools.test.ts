import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import { FOREIGN_SPOOL_GRACE_MS } from '../../server/storage/spool';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'liasse-spools-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const temporaries = () => path.join(root, 'tmp');
const spoolFolders = async () => (await readdir(temporaries()).catch(() => [])).sort();

/** Starts an endless upload in a process of its own; resolves once its temporary file is written. */
const uploadInAnotherProcess = () =>
  new Promise<{ kill: () => Promise<void> }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/spoolingUploadMain.ts', root], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('spooling')) return;
      resolve({
        kill: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    });
  });

describe('temporary upload files', () => {
  it('of a process killed mid-upload are removed by the next start, while a live upload keeps its own', async () => {
    const killed = await uploadInAnotherProcess();
    const live = await uploadInAnotherProcess();
    const [first, second] = await spoolFolders();
    expect(second).toBeDefined();
    await killed.kill();

    expect(await createFsBlobStore(root).removeDeadTemporaries()).toBe(1);
    const left = await spoolFolders();
    expect(left).toHaveLength(1);
    expect([first, second]).toContain(left[0]);
    // What is left is the live one's: its file grows on, and it goes once that process dies.
    await live.kill();
    expect(await createFsBlobStore(root).removeDeadTemporaries()).toBe(1);
    expect(await spoolFolders()).toEqual([]);
  });

  it('of another host sharing the folder are left for a day, then removed', async () => {
    const store = createFsBlobStore(root);
    const fresh = path.join(temporaries(), 'other-host.example.4242.00ff00ff');
    const old = path.join(temporaries(), 'other-host.example.4343.00ff00ff');
    await mkdir(fresh, { recursive: true });
    await mkdir(old, { recursive: true });
    const dayAgo = new Date(Date.now() - FOREIGN_SPOOL_GRACE_MS - 60_000);
    await utimes(old, dayAgo, dayAgo);

    expect(await store.removeDeadTemporaries()).toBe(1);
    expect(await spoolFolders()).toEqual(['other-host.example.4242.00ff00ff']);
    await rm(fresh, { recursive: true });
  });
});
