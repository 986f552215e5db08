// esbuild's plugin of the server's build (scripts/build.mjs), also used by the tests to compile a
// worker script against build/server (tests/support/killableWorker.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Every import stays an import (packages from node_modules, our modules from their compiled file):
 * esbuild only strips the types. Node's ES modules need the file's extension our sources leave out.
 */
export const keepImports = {
  name: 'keep-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, ({ path: specifier, kind, resolveDir }) => {
      if (kind === 'entry-point') return undefined;
      if (!specifier.startsWith('.')) return { path: specifier, external: true };
      const target = path.resolve(resolveDir, specifier);
      if (existsSync(`${target}.ts`)) return { path: `${specifier}.js`, external: true };
      if (existsSync(path.join(target, 'index.ts'))) return { path: `${specifier}/index.js`, external: true };
      return { path: specifier, external: true };
    });
  },
};
