/** One document of an employee's export, as its index lists it (the keys are the CSV's header). */
export type ExportIndexEntry = {
  /** Its path in the zip. */
  file: string;
  id: string;
  docType: string;
  /** The type's name in the language asked. */
  docTypeLabel: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** The organisation that sent it. */
  sender: string;
  /** ISO timestamp of the deposit. */
  depositedAt: string;
  sha256: string;
  /** The last day it stays in the safe; null: kept. */
  availableUntil: string | null;
};

const COLUMNS: (keyof ExportIndexEntry)[] = [
  'file',
  'id',
  'docType',
  'docTypeLabel',
  'periodStart',
  'periodEnd',
  'sender',
  'depositedAt',
  'sha256',
  'availableUntil',
];

/**
 * Quoted when it holds the separator, a quote or a line break (quotes doubled), as RFC 4180 does
 * with `;`. A text a spreadsheet would run as a formula (= + - @ first) gets an apostrophe before
 * it: a file or organisation name is the depositor's to choose; index.json keeps it exact.
 */
const cell = (value: string | null) => {
  const text = (value ?? '').replace(/^[=+\-@\t\r]/, "'$&");
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The index as French spreadsheets open it: UTF-8 with a byte-order mark (else Excel reads it as
 * Windows-1252), `;` between cells, CRLF lines, a header row.
 */
export const indexCsv = (entries: ExportIndexEntry[]) =>
  '\uFEFF' +
  [COLUMNS, ...entries.map((entry) => COLUMNS.map((column) => entry[column]))]
    .map((row) => row.map(cell).join(';') + '\r\n')
    .join('');

export const indexJson = (entries: ExportIndexEntry[]) => JSON.stringify(entries, null, 2) + '\n';
