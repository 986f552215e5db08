/**
 * `npm start` builds the front end only when its sources changed since the last build (or there
 * is none): a hash of every input is kept beside the build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const STAMP = path.join('dist', '.sources-hash');

const filesUnder = (entry: string): string[] => {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
};

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
const sourcesHash = hash.digest('hex');

if (existsSync('dist/index.html') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourcesHash) {
  console.log('front end up to date (dist/)');
} else {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, sourcesHash);
}
