import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { indexCsv, indexJson, type ExportIndexEntry } from '../../server/modules/documentFiles/exportIndex';

const entry = (fields: Partial<ExportIndexEntry> = {}): ExportIndexEntry => ({
  file: 'PAYE/bulletin.pdf',
  id: '00000000-0000-4000-8000-000000000001',
  docType: 'PAYE',
  docTypeLabel: 'Bulletin de paie',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  sender: 'Liasse Démo Paris',
  depositedAt: '2026-11-02T08:00:00.000Z',
  sha256: 'ab'.repeat(32),
  availableUntil: '2076-11-02',
  ...fields,
});

const rowsOf = (csv: string) =>
  Papa.parse<string[]>(csv.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data;

describe("the employee export's index", () => {
  it('opens in a French spreadsheet: a byte-order mark, `;`, CRLF, a header row, empty cells for nothing', () => {
    const csv = indexCsv([entry({ periodStart: null, periodEnd: null, availableUntil: null })]);
    expect(csv).toBe(
      '\uFEFFfile;id;docType;docTypeLabel;periodStart;periodEnd;sender;depositedAt;sha256;availableUntil\r\n' +
        `PAYE/bulletin.pdf;00000000-0000-4000-8000-000000000001;PAYE;Bulletin de paie;;;Liasse Démo Paris;2026-11-02T08:00:00.000Z;${'ab'.repeat(32)};\r\n`,
    );
  });

  it('gives back every name a spreadsheet reads, whatever its separators, quotes and line breaks', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 5 }), (names) => {
        const entries = names.map(([file, sender]) => entry({ file: `x${file}`, sender: `y${sender}` }));
        const [, ...rows] = rowsOf(indexCsv(entries));
        expect(rows.map((row) => [row[0], row[6]])).toEqual(entries.map((e) => [e.file, e.sender]));
      }),
    );
  });

  it('keeps a name that starts as a formula from running in the spreadsheet, and exact in the JSON', () => {
    const entries = [entry({ sender: '=HYPERLINK("http://example.com")' }), entry({ sender: '@SUM(1)' })];
    const [, first, second] = rowsOf(indexCsv(entries));
    expect(first![6]).toBe('\'=HYPERLINK("http://example.com")');
    expect(second![6]).toBe("'@SUM(1)");
    expect(JSON.parse(indexJson(entries))).toEqual(entries);
  });
});
