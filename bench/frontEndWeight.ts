/**
 * Benchmark: what the login page costs a browser to download.
 *
 * Builds the portal's front end and, in the same run, a bare react-admin + MUI app (one
 * resource, a ListGuesser: the least a react-admin product ships), then sums the JavaScript each
 * page loads before it can render (the entry script and the chunks index.html preloads) as it
 * travels compressed: brotli (quality 11) and gzip (level 9), as the build writes them. Prints
 * the portal's bytes as a ratio to the bare app's (goal: at most 1.0x gzip).
 *
 *   npm run bench:weight
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const GOAL_RATIO = 1.0;
const WORK_DIR = path.resolve('tmp/bench-weight');

const BARE_APP = `
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type DataProvider } from 'react-admin';
const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
`;

type Weight = { files: number; raw: number; br: number; gzip: number };

/** The JavaScript index.html loads up front: its module script and every modulepreload. */
const initialJavaScript = async (outDir: string): Promise<Weight> => {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)];
  const weight: Weight = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const [, source] of sources) {
    const bytes = await readFile(path.join(outDir, source!));
    weight.files += 1;
    weight.raw += bytes.length;
    weight.br += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    weight.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return weight;
};

const buildPortal = async () => {
  const outDir = path.join(WORK_DIR, 'portal');
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return initialJavaScript(outDir);
};

const buildBareApp = async () => {
  const root = path.join(WORK_DIR, 'bare');
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, 'main.tsx'), BARE_APP);
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  const outDir = path.join(root, 'dist');
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  return initialJavaScript(outDir);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

await rm(WORK_DIR, { recursive: true, force: true });
const bare = await buildBareApp();
const portal = await buildPortal();
const ratio = (key: 'raw' | 'br' | 'gzip') => portal[key] / bare[key];
console.log(`login page JavaScript, loaded before the first render (${portal.files} files; bare app ${bare.files})`);
for (const key of ['gzip', 'br', 'raw'] as const) {
  console.log(
    `  ${key.padEnd(4)}  portal ${kb(portal[key]).padStart(8)}  bare ${kb(bare[key]).padStart(8)}  ${ratio(key).toFixed(2)}x`,
  );
}
console.log(
  `goal: at most ${GOAL_RATIO.toFixed(1)}x gzip: ${ratio('gzip') <= GOAL_RATIO ? 'met' : 'not met'} (${ratio('gzip').toFixed(2)}x)`,
);
await rm(WORK_DIR, { recursive: true, force: true });
