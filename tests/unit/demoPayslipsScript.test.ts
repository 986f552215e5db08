import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
let workDir: string | undefined;
afterEach(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

it('npm run demo:payslips writes the demo file under data/demo, as docs/campaigns.md says, not into the directory it runs from', async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'liasse-demo-payslips-'));
  const env = { ...process.env };
  delete env.DATA_DIR;
  const { stdout } = await run(
    process.execPath,
    ['--import', path.join(repo, 'node_modules/tsx/dist/esm/index.mjs'), path.join(repo, 'scripts/demoPayslips.ts')],
    { cwd: workDir, env },
  );
  expect(stdout).toContain(path.join('data', 'demo', 'demo-payslips.pdf'));
  expect(existsSync(path.join(workDir, 'data', 'demo', 'demo-payslips.pdf'))).toBe(true);
  expect(await readdir(workDir)).toEqual(['data']);
}, 60_000);
