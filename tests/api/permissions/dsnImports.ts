import { dsnImports } from '../../../common/api/dsnImports';
import { dsnBuffer } from '../../support/dsnGenerator';
import { rowsOf, type AreaFixtures, type Fixtures } from './matrix';

/** A DSN of no one: every caller who may import gets an import of their own. */
export const emptyDsnForm = () => {
  const form = new FormData();
  const file = dsnBuffer({ siren: '841234567', month: '2026-10-01', establishments: [] });
  form.append('file', new Blob([new Uint8Array(file)]), 'dsn.txt');
  return form;
};
const adminImport = (fx: Fixtures) => ({ params: { importId: fx.dsnImportId } });

export const dsnImportRows = rowsOf(dsnImports, {
  // Each import is its uploader's: another customer's administrator imports into their own.
  upload: {
    expect: { anonymous: 401, noFeature: 403, otherCustomer: 201, filteredOut: 201, allowed: 201 },
    input: () => ({ body: emptyDsnForm() }),
  },
  // Even an administrator of the same customer does not see another user's import.
  get: { input: adminImport },
  apply: { input: adminImport },
});

export const dsnImportFixtures: AreaFixtures<'dsnImportId'> = async ({ admin }) => ({
  dsnImportId: (await admin.ok(dsnImports.upload, { body: emptyDsnForm() })).data.id,
});
