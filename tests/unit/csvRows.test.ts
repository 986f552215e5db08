import { Readable } from 'node:stream';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_CHARS, readCsvRows } from '../../server/modules/orgDirectory/sirene/csvRows';

/** What the reader gives back of these chunks of bytes: rows, malformed lines, and its report. */
const read = async (chunks: Buffer[]) => {
  const rows: string[][] = [];
  const malformed: { line: number; problem: string }[] = [];
  const report = await readCsvRows(Readable.from(chunks), {
    onRow: (fields) => {
      rows.push(fields);
    },
    onMalformed: (line, problem) => {
      malformed.push({ line, problem });
    },
  });
  return { rows, malformed, report };
};

/** The bytes of the text cut at the given places (inside a character too), as a file arrives in chunks of any size. */
const cut = (text: string, at: number[]) => {
  const bytes = Buffer.from(text);
  const points = [...new Set(at.map((n) => n % (bytes.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((from, i) => bytes.subarray(from, points[i] ?? bytes.length)).filter((c) => c.length);
};

const HEADER = ['siret', 'name', 'street'];
const csvLine = (fields: string[], quotes = false) => Papa.unparse([fields], { quotes, newline: '\r\n' });

describe('reading CSV rows from a stream', () => {
  it('gives back the header and every row, whatever the chunks, quotes, commas, line breaks and accents', async () => {
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
          const text = `${Papa.unparse([HEADER, ...rows], { newline })}${newline}`;
          // papaparse reads a lone empty field as a blank line, as the import does.
          const expected = rows.filter((row) => !(row.length === 1 && row[0] === ''));
          const result = await read(cut(text, at));
          expect(result.rows).toEqual([HEADER, ...expected]);
          expect(result.malformed).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports a line whose quote is left open by itself, gives back the lines after it, and parses each line at most three times', async () => {
    const word = fc.stringMatching(/^[A-Z0-9 ]{0,6}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ fields: fc.tuple(word, word, word), quoted: fc.boolean(), broken: fc.boolean() }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (lines, at) => {
          // A broken line opens a quote in its second field and never closes it. (Two such quotes
          // right before a comma could close each other over a line break: one valid row.)
          const text = [
            csvLine(HEADER),
            ...lines.map(({ fields, quoted, broken }) =>
              broken ? `${fields[0]},"N${fields[1]},${fields[2]}` : csvLine(fields, quoted),
            ),
            '',
          ].join('\r\n');
          const result = await read(cut(text, at));
          expect(result.rows).toEqual([HEADER, ...lines.filter((l) => !l.broken).map((l) => l.fields)]);
          expect(result.malformed.map((m) => m.line)).toEqual(lines.flatMap((l, i) => (l.broken ? [i + 2] : [])));
          expect(result.report).toMatchObject({ rows: lines.length, malformed: result.malformed.length });
          expect(result.report.charsParsed).toBeLessThanOrEqual(3 * text.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a file whose every field is quoted and every tenth line broken in one pass over its lines', async () => {
    const lines = Array.from({ length: 3000 }, (_, n) => {
      const line = csvLine([`3000000${n}`, `ETABLISSEMENT ${n}`, `${n} RUE DE LA REPUBLIQUE`], true);
      return n % 10 === 9 ? line.replace(/"$/, '') : line;
    });
    const text = [csvLine(HEADER), ...lines, ''].join('\r\n');
    const { rows, report } = await read(
      cut(
        text,
        Array.from({ length: 40 }, (_, i) => i * 64 * 1024),
      ),
    );
    expect(rows).toHaveLength(2701);
    expect(report).toMatchObject({ lines: 3001, rows: 3000, malformed: 300 });
    expect(report.charsParsed).toBeLessThanOrEqual(3 * text.length);
  });

  it('refuses a header with a quote left open as soon as it is read, however long the file', async () => {
    let chunksRead = 0;
    const file = Readable.from(
      (function* () {
        chunksRead++;
        yield Buffer.from(`siren,"nic,siret\r\n`);
        for (let i = 0; i < 100; i++) {
          chunksRead++;
          yield Buffer.from('300000001,00013,30000000100013\r\n'.repeat(20));
        }
      })(),
    );
    await expect(readCsvRows(file, { onRow: () => {} })).rejects.toThrow(
      'Line 1, the header, is malformed: a quote is left open',
    );
    expect(chunksRead).toBeLessThanOrEqual(2);
  });

  it('waits for a promise onRow returns before reading on', async () => {
    const order: string[] = [];
    const chunks = ['a,b\nc,d\n', 'e,f\n'];
    await readCsvRows(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), {
      onRow: async (fields) => {
        order.push(`row ${fields[0]}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`done ${fields[0]}`);
      },
    });
    // Rows of one chunk run on; the next chunk waits for the last of their promises.
    expect(order.indexOf('row e')).toBeGreaterThan(order.indexOf('done c'));
  });

  it('refuses a line that never ends instead of reading the whole file into it', async () => {
    let chunksRead = 0;
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('a,b\n1,2\n3,');
        for (let i = 0; i < 300; i++) {
          chunksRead++;
          yield Buffer.alloc(64 * 1024, 'x');
        }
      })(),
    );
    await expect(readCsvRows(endless, { onRow: () => {} })).rejects.toThrow(
      'Line 3 runs on past 64 KiB without a line break',
    );
    expect(chunksRead).toBeLessThanOrEqual(MAX_ROW_CHARS / (64 * 1024) + 1);
  });
});
