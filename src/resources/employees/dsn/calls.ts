import type { DataProvider } from 'react-admin';
import { dsnImports } from '../../../../common/api/dsnImports';
import type { DsnRowKind } from '../../../../common/schemas/dsnImports';
import type { ApiCall } from '../../../dataProvider/call';
import { httpErrorOf } from '../../../dataProvider/httpErrorOf';

/** The DSN import's calls, as custom data provider methods. */
export const dsnImportCalls = (call: ApiCall) => ({
  /** Sends the file, telling the share sent; answers the import (READY, or PREVIEWING for a large file). */
  uploadDsn: async (file: File, onUploadProgress: (sent: number) => void, idempotencyKey?: string) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return (await call(dsnImports.upload, { body }, { long: true, onUploadProgress, idempotencyKey })).json.data;
  },
  dsnImport: async (id: string, kind: DsnRowKind, page: number, limit: number) =>
    (await call(dsnImports.get, { params: { importId: id }, query: { kind, page, limit } })).json.data,
  applyDsnImport: async (id: string) => (await call(dsnImports.apply, { params: { importId: id } })).json.data,
});

export type DsnImportDataProvider = DataProvider & ReturnType<typeof dsnImportCalls>;

/** The translated reason of a refused upload (`fields.file`), else the error's own message key. */
export const uploadErrorKey = (error: unknown) => {
  const { fields, message } = httpErrorOf(error);
  return fields.file ? `resources.employees.dsn.file_error.${fields.file}` : message || 'liasse.error.INTERNAL_ERROR';
};
