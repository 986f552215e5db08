import type { z } from 'zod';
import { dsnImports } from '../../common/api/dsnImports';
import type { TDsnImport, TDsnImportWithRows, ZDsnImportQuery } from '../../common/schemas/dsnImports';
import { apiAs, urlOf } from './api';
import type { TestServer } from './testServer';

/** `POST employees/dsn` as the import dialog sends it: one multipart file; its answer as it comes. */
export const uploadDsn = (server: TestServer, token: string, content: Blob | Buffer, fileName = 'dsn.txt') => {
  const form = new FormData();
  form.append('file', content instanceof Blob ? content : new Blob([new Uint8Array(content)]), fileName);
  return fetch(urlOf(server, dsnImports.upload), {
    method: dsnImports.upload.method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

/** `GET employees/dsn/{importId}`, `query` as an address has it (`?kind=UPDATE&page=2`); throws on anything but 200. */
export const readDsnImport = async (
  server: TestServer,
  token: string,
  importId: string,
  query = '',
): Promise<TDsnImportWithRows> => {
  // The query's values as the address carries them, strings: the server validates them as it would a page's.
  const values = Object.fromEntries(new URLSearchParams(query)) as z.input<typeof ZDsnImportQuery>;
  return (await apiAs(server, token).ok(dsnImports.get, { params: { importId }, query: values })).data;
};

/** Reads the import until its status is one of `statuses` (the jobs run in the test server). */
export const waitForDsnImport = async (
  server: TestServer,
  token: string,
  importId: string,
  statuses: TDsnImport['status'][],
): Promise<TDsnImportWithRows> => {
  for (;;) {
    const imported = await readDsnImport(server, token, importId);
    if (statuses.includes(imported.status)) return imported;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
