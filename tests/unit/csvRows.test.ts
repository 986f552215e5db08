import { Readable } from 'node:stream';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../server/directory/csvRows';

const rowsOf = async (chunks: string[]) => {
  const rows: string[][] = [];
  await readCsvRows(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), (fields) => {
    rows.push(fields);
  });
  return rows;
};

/** The text cut at the given places, as a file arrives in chunks of any size. */
const cut = (text: string, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((from, i) => text.slice(from, points[i] ?? text.length)).filter(Boolean);
};

describe('reading CSV rows from a stream', () => {
  it('gives back every row, whatever the chunks, quotes, commas, line breaks and accents', async () => {
    const field = fc.oneof(
      fc.constantFrom('', 'RUE', 'DUPONT, PERE ET FILS', 'ATELIER "LE BOIS"', 'ÉPICERIE', 'A\nB', '"', ','),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(field, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (rows, newline, at) => {
          const text = `${Papa.unparse(rows, { newline })}${newline}`;
          // papaparse reads a lone empty field as a blank line, as the import does.
          const expected = rows.filter((row) => !(row.length === 1 && row[0] === ''));
          expect(await rowsOf(cut(text, at))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('waits for a promise onRow returns before reading on', async () => {
    const order: string[] = [];
    const chunks = ['a,b\nc,d\n', 'e,f\n'];
    await readCsvRows(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), async (fields) => {
      order.push(`row ${fields[0]}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`done ${fields[0]}`);
    });
    // Rows of one chunk run on; the next chunk waits for the last of their promises.
    expect(order.indexOf('row e')).toBeGreaterThan(order.indexOf('done c'));
  });

  it('refuses a quote left open instead of reading the whole file into one line', async () => {
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('a,"never closed\n');
        for (let i = 0; i < 300; i++) yield Buffer.alloc(64 * 1024, 'x');
      })(),
    );
    await expect(readCsvRows(endless, () => {})).rejects.toThrow(/quote left open/);
  });
});
