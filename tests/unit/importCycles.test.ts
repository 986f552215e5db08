import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraphOf } from '../support/importGraph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let project: string | undefined;
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

/** A throwaway project: each entry is a file's path and its text. */
const makeProject = (files: Record<string, string>): string => {
  project = mkdtempSync(path.join(tmpdir(), 'liasse-imports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  return project;
};

describe('import cycles', () => {
  it('no module of server/, src/ or common/ imports itself back, even through a type-only or lazy import', () => {
    expect(importCycles(importGraphOf(ROOT, ['server', 'src', 'common']))).toEqual([]);
  });

  it('a cycle is named module by module, with how each imports the next', () => {
    const root = makeProject({
      'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
      'src/c.ts': "export type C = number;\nexport const load = () => import('./a');\n",
      'src/d.ts': "import { a } from './a';\nexport const d = a;\n",
    });
    expect(importCycles(importGraphOf(root, ['src']))).toEqual([
      'src/a.ts → src/b.ts → type → src/c.ts → import() → src/a.ts',
    ]);
  });

  it('a re-export and a folder index close a cycle like an import', () => {
    const root = makeProject({
      'common/index.ts': "export * from './names';\n",
      'common/names.ts': "import { LIST } from '.';\nexport const NAMES = LIST;\nexport const LIST = [];\n",
      'common/alone.ts': "import { NAMES } from './names.js';\nexport const alone = NAMES;\n",
    });
    expect(importCycles(importGraphOf(root, ['common']))).toEqual([
      'common/index.ts → common/names.ts → common/index.ts',
    ]);
  });
});
