import type { TDsnImport, TDsnImportWithRows } from '../../common/schemas/dsnImports';
import type { TestServer } from './testServer';

/** `POST employees/dsn` as the import dialog sends it: one multipart file. */
export const uploadDsn = (server: TestServer, token: string, content: Blob | Buffer, fileName = 'dsn.txt') => {
  const form = new FormData();
  form.append('file', content instanceof Blob ? content : new Blob([new Uint8Array(content)]), fileName);
  return fetch(`${server.url}/api/desk/employees/dsn`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

export const readDsnImport = async (
  server: TestServer,
  token: string,
  importId: string,
  query = '',
): Promise<TDsnImportWithRows> => {
  const response = await fetch(`${server.url}/api/desk/employees/dsn/${importId}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`GET import: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: TDsnImportWithRows }).data;
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
