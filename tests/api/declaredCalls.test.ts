import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASES } from '../../common/api/bases';
import type { CallDeclaration } from '../../common/api/call';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PRODUCT_CODE: 'widget' });
});
afterAll(() => server?.close());

const isDeclaration = (value: unknown): value is CallDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'base' in value && 'path' in value;

/** Every call of every area file of common/api/, as `METHOD /full/path/{param}`. */
const declaredCalls = async () => {
  const folder = path.resolve('common/api');
  const calls: string[] = [];
  for (const file of readdirSync(folder)) {
    const area: Record<string, unknown> = await import(path.join(folder, file));
    for (const group of Object.values(area)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const declaration of Object.values(group).filter(isDeclaration)) {
        const prefix = declaration.base === 'root' ? '' : BASES[declaration.base];
        calls.push(`${declaration.method} ${prefix}/${declaration.path.replace('{product}', 'widget')}`);
      }
    }
  }
  return calls;
};

describe('the declarations of common/api/', () => {
  it('are the calls the server serves, no more and no fewer', async () => {
    const doc = await (await fetch(`${server.url}/api/docs`)).json();
    const served = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([route, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${route}`),
    );
    const declared = await declaredCalls();
    expect(new Set(declared).size, 'a call declared twice').toBe(declared.length);
    expect(declared.sort()).toEqual(served.sort());
  });
});
