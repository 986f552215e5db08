import { dsnBuffer } from '../../support/dsnGenerator';
import { item, type Rows } from './matrix';

/** A DSN of no one: every caller who may import gets an import of their own. */
export const emptyDsnForm = () => {
  const form = new FormData();
  const file = dsnBuffer({ siren: '841234567', month: '2026-10-01', establishments: [] });
  form.append('file', new Blob([new Uint8Array(file)]), 'dsn.txt');
  return form;
};

export const dsnImportRows: Rows = {
  // Each import is its uploader's: another customer's administrator imports into their own.
  'POST /api/desk/employees/dsn': {
    expect: { anonymous: 401, noFeature: 403, otherCustomer: 201, filteredOut: 201, allowed: 201 },
    call: () => ({ method: 'POST', path: '/api/desk/employees/dsn', body: emptyDsnForm() }),
  },
  // Even an administrator of the same customer does not see another user's import.
  'GET /api/desk/employees/dsn/:importId': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/employees/dsn/${fx.dsnImportId}` }),
  },
  'POST /api/desk/employees/dsn/:importId/apply': {
    expect: item(202),
    call: (fx) => ({ method: 'POST', path: `/api/desk/employees/dsn/${fx.dsnImportId}/apply` }),
  },
};
