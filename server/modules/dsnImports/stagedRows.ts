import type { Database } from '../../db/database';
import { copyRow } from '../../db/copyText';
import type { DsnImportRowTable } from '../../db/schema';
import type { StagedRow } from './matching';

/** Rows gathered before a COPY: each costs a round trip, a thousand rows about 0.5 MB of text. */
const COPY_ROWS = 1000;

// After import_id, seq and link, which each line starts with (link is false unless set).
const COLUMNS = [
  'kind',
  'line',
  'employee_id',
  'org_id',
  'siret',
  'first_name',
  'last_name',
  'email',
  'registration_number',
  'company_siren',
  'address',
  'zip_code',
  'city',
  'birth_day',
  'status',
  'nir_sealed',
  'nir_hash',
  'nir_masked',
  'temporary_number',
  'changes',
  'errors',
] as const satisfies readonly Exclude<keyof DsnImportRowTable, 'import_id' | 'seq' | 'link'>[];

/**
 * The preview's rows, written in file order (`seq`) by COPY, a thousand at a time, rather than by
 * INSERTs of 12,000 parameters to build here and parse in the database.
 */
export const stagedRows = (database: Database, importId: string) => {
  let seq = 0;
  let pending: StagedRow[] = [];
  const flush = async () => {
    if (!pending.length) return;
    const text = pending
      .map((row) => `${importId}\t${seq++}\t${row.link ? 't' : 'f'}\t${copyRow(COLUMNS, row)}`)
      .join('');
    pending = [];
    await database.copyRows('dsn_import_rows', ['import_id', 'seq', 'link', ...COLUMNS], text);
  };
  return {
    add: async (rows: StagedRow[]) => {
      pending.push(...rows);
      if (pending.length >= COPY_ROWS) await flush();
    },
    flush,
  };
};
