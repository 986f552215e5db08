// The production build, each part only when its sources changed since its last build (a hash of
// every input is kept beside it): the front end by Vite into dist/, the server by esbuild into
// build/, file for file, so that `node build/server/main.js` runs with no TypeScript loader.
// Plain JavaScript: `npm start` runs it with node alone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { keepImports } from './keepImports.mjs';

const filesUnder = (entry) => {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
};

const hashOf = (inputs) => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
};

/** Runs `build` unless the stamp in `outDir` names the same inputs, then stamps them. */
const buildIfChanged = async (name, outDir, inputs, build) => {
  const stamp = path.join(outDir, '.sources-hash');
  const sourcesHash = hashOf([...inputs, 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sourcesHash) {
    console.log(`${name} up to date (${outDir}/)`);
    return;
  }
  await build();
  writeFileSync(stamp, sourcesHash);
};

const buildFrontEnd = () => {
  const vite = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
};

const SERVER_SOURCES = ['server', 'common'];

// Built beside, then swapped in: a process running from build/ loads some modules later (when
// first used) and must never find the directory half-written.
const NEXT = 'build.next';

const buildServer = async () => {
  rmSync(NEXT, { recursive: true, force: true });
  const files = SERVER_SOURCES.flatMap(filesUnder);
  const sources = files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  await esbuild.build({
    entryPoints: sources,
    outdir: NEXT,
    outbase: '.',
    bundle: true,
    plugins: [keepImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  // What the code reads beside itself: the worker threads' JavaScript, schemas, sample data.
  for (const asset of files.filter((file) => !file.endsWith('.ts'))) {
    mkdirSync(path.join(NEXT, path.dirname(asset)), { recursive: true });
    copyFileSync(asset, path.join(NEXT, asset));
  }
  rmSync('build', { recursive: true, force: true });
  renameSync(NEXT, 'build');
  console.log(`server built (build/, ${sources.length} modules)`);
};

const only = process.argv[2];
if (only !== 'server') {
  await buildIfChanged('front end', 'dist', ['src', 'common', 'public', 'index.html', 'vite.config.ts'], buildFrontEnd);
}
if (only !== 'front-end') await buildIfChanged('server', 'build', SERVER_SOURCES, buildServer);
