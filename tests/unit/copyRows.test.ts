import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { copyRow } from '../../server/db/copyText';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => ({ database, close } = await openTestDatabase()));
afterAll(() => close?.());

const COLUMNS = ['id', 'label', 'flag', 'amount'] as const;

describe('rows written by COPY', () => {
  it('come back as they were: tabs, line breaks, backslashes, \\N as text, nulls and booleans', async () => {
    await database.executeSql('create table copied (id int primary key, label text, flag boolean, amount numeric)');
    const rows = [
      { id: 1, label: "D'ARTAGNAN\tde\\Gascogne", flag: true, amount: 12.5 },
      { id: 2, label: 'line\nbreak\r\nand \\N', flag: false, amount: 0 },
      { id: 3, label: null, flag: null, amount: null },
      { id: 4, label: 'Zoé 🙂', flag: true, amount: -1 },
    ];
    await database.copyRows('copied', COLUMNS, rows.map((row) => copyRow(COLUMNS, row)).join(''));
    const { rows: read } = await database.executeSql(
      'select id, label, flag, amount::float as amount from copied order by id',
    );
    expect(read).toEqual(rows);
  });

  it('write nothing when one row is refused, and leave the connection usable', async () => {
    await database.executeSql('create table strict_copied (id int primary key, label text not null)');
    const text = [
      copyRow(['id', 'label'], { id: 1, label: 'kept?' }),
      copyRow(['id', 'label'], { id: 2, label: null }),
    ];
    await expect(database.copyRows('strict_copied', ['id', 'label'], text.join(''))).rejects.toThrow();
    const { rows } = await database.executeSql('select count(*)::int as n from strict_copied');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
