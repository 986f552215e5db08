import type { DataProvider } from 'react-admin';
import type { DsnRowKind, TDsnImport, TDsnImportWithRows } from '../../../../common/schemas/dsnImports';
import type { HttpClient } from '../../../dataProvider/httpClient';

/** The DSN import's calls, as custom data provider methods. */
export const dsnImportCalls = (http: HttpClient) => ({
  /** Sends the file, telling the share sent; answers the import (READY, or PREVIEWING for a large file). */
  uploadDsn: async (file: File, onUploadProgress: (sent: number) => void, idempotencyKey?: string) => {
    const body = new FormData();
    body.append('file', file, file.name);
    const { json } = await http<{ data: TDsnImport }>({
      base: 'desk',
      path: 'employees/dsn',
      method: 'POST',
      body,
      long: true,
      onUploadProgress,
      idempotencyKey,
    });
    return json.data;
  },
  dsnImport: async (id: string, kind: DsnRowKind, page: number, limit: number) =>
    (
      await http<{ data: TDsnImportWithRows }>({
        base: 'desk',
        path: `employees/dsn/${id}?kind=${kind}&page=${page}&limit=${limit}`,
      })
    ).json.data,
  applyDsnImport: async (id: string) =>
    (await http<{ data: TDsnImport }>({ base: 'desk', path: `employees/dsn/${id}/apply`, method: 'POST' })).json.data,
});

export type DsnImportDataProvider = DataProvider & ReturnType<typeof dsnImportCalls>;

/** The translated reason of a refused upload (`fields.file`), else the error's own message key. */
export const uploadErrorKey = (error: unknown) => {
  const { body, message } = error as { body?: { error?: { fields?: { file?: string } } }; message?: string };
  const code = body?.error?.fields?.file;
  return code ? `resources.employees.dsn.file_error.${code}` : (message ?? 'liasse.error.INTERNAL_ERROR');
};
