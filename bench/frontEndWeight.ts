/**
 * Benchmark: what the login page costs a browser to download.
 *
 * Builds the portal's front end and, in the same run, a bare react-admin + MUI app (one
 * resource, a ListGuesser: the least a react-admin product ships), then sums the JavaScript each
 * page loads before it can render (the entry script and the chunks index.html preloads, and for
 * the portal the chunk of the language it shows, French, with what that chunk imports) as it
 * travels compressed: brotli (quality 11) and gzip (level 9), as the build writes them. Prints
 * the portal's bytes as a ratio to the bare app's (goal: at most 1.0x gzip).
 *
 *   npm run bench:weight
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** The language the measured login page shows: the portal's reference and default. */
const LOGIN_LOCALE = 'fr';

/** The chunks a chunk imports statically (`from"./x.js"`), as paths from the build's root. */
const staticImports = async (outDir: string, file: string) => {
  const code = await readFile(path.join(outDir, file), 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map(([, name]) =>
    path.posix.join(path.posix.dirname(file), name!),
  );
};

/**
 * The JavaScript the page loads before its first render: index.html's module script and every
 * modulepreload, then the chunks named in `lazy` (the portal's language) with what they import.
 */
const initialJavaScript = async (outDir: string, lazy: RegExp[] = []): Promise<Weight> => {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map(
      ([, source]) => source!,
    ),
  );
  const assets = await readdir(path.join(outDir, 'assets'));
  const queue = lazy.map((pattern) => {
    const found = assets.find((asset) => pattern.test(asset));
    if (!found) throw new Error(`no chunk matches ${pattern}`);
    return `assets/${found}`;
  });
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(await staticImports(outDir, file)));
  }
  const weight: Weight = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of files) {
    const bytes = await readFile(path.join(outDir, file));
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
  // The messages of the page's language load before its first render (src/main.tsx).
  return initialJavaScript(outDir, [new RegExp(`^locale-${LOGIN_LOCALE}-[\\w-]+\\.js$`)]);
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
console.log(
  `login page JavaScript, loaded before the first render, in ${LOGIN_LOCALE} (${portal.files} files; bare app ${bare.files})`,
);
for (const key of ['gzip', 'br', 'raw'] as const) {
  console.log(
    `  ${key.padEnd(4)}  portal ${kb(portal[key]).padStart(8)}  bare ${kb(bare[key]).padStart(8)}  ${ratio(key).toFixed(2)}x`,
  );
}
console.log(
  `goal: at most ${GOAL_RATIO.toFixed(1)}x gzip: ${ratio('gzip') <= GOAL_RATIO ? 'met' : 'not met'} (${ratio('gzip').toFixed(2)}x)`,
);
await rm(WORK_DIR, { recursive: true, force: true });
