import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';

const root = await mkdtemp(path.join(tmpdir(), 'liasse-lock-'));
const pgliteDir = path.join(root, 'pglite');
afterAll(() => rm(root, { recursive: true, force: true }));

describe("PGlite's data directory", () => {
  it('is opened by one process at a time: a second is refused, and may open it once the first closed', async () => {
    const first = await openDatabase({ pgliteDir });
    try {
      await expect(openDatabase({ pgliteDir })).rejects.toThrow(/is in use by another process/);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ pgliteDir });
    await second.close();
  });

  it('is taken over from a process that ended without closing it', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${pgliteDir}.lock`, `${hostname()}.${ended}.0badc0de`);
    const database = await openDatabase({ pgliteDir });
    await database.close();
  });
});
