import type { Readable } from 'node:stream';
import Papa from 'papaparse';

/** This much text without a complete row is not a long line but an unbalanced quote swallowing the file. */
const MAX_CHARS_WITHOUT_ROW = 16 * 1024 * 1024;

type Newline = '\n' | '\r\n';
type Step = (results: Papa.ParseStepResult<string[]>) => void;

const quotesIn = (text: string, from: number, to: number) => {
  let count = 0;
  for (let at = text.indexOf('"', from); at !== -1 && at < to; at = text.indexOf('"', at + 1)) count++;
  return count;
};

/** The file's line ending, once its first row has ended (a line break inside quotes ends no row). */
const lineEndingOf = (text: string): Newline | undefined => {
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1)) {
    if (quotesIn(text, 0, newline) % 2 === 0) return newline > 0 && text[newline - 1] === '\r' ? '\r\n' : '\n';
  }
  return undefined;
};

/**
 * Parses the complete rows of `text` and returns what is left of its last, unfinished row.
 *
 * papaparse has two parsers: a fast one that splits lines and fields, for text without quotes, and
 * a careful one. It picks per call, so on one big chunk a single quoted field anywhere sends every
 * row down the careful path, at twice the cost. Here the quote-free runs of lines go to the fast
 * one and each line holding quotes to the careful one; papaparse still does every split.
 */
const parseRows = (text: string, final: boolean, newline: Newline, step: Step): string => {
  const parse = (from: number, to: number, fastMode: boolean, lastRowComplete: boolean) =>
    new Papa.Parser({ delimiter: ',', newline, step, fastMode }).parse(text.slice(from, to), 0, !lastRowComplete).meta
      .cursor as number;
  let start = 0;
  for (let quote = text.indexOf('"'); quote !== -1; quote = text.indexOf('"', start)) {
    const lineStart = Math.max(start, text.lastIndexOf('\n', quote) + 1);
    const lineEnd = text.indexOf('\n', quote);
    // A quoted field that runs past this line (or into the next chunk): the careful parser takes it from here.
    if (lineEnd === -1 || quotesIn(text, lineStart, lineEnd) % 2 === 1) break;
    if (lineStart > start) parse(start, lineStart - newline.length, true, true);
    parse(lineStart, lineEnd + 1 - newline.length, false, true);
    start = lineEnd + 1;
  }
  if (start >= text.length) return '';
  const cursor = parse(start, text.length, text.indexOf('"', start) === -1, final);
  return final ? '' : text.slice(start + cursor);
};

/**
 * Streams the rows of comma-separated UTF-8 text through papaparse, header row included, one
 * array of fields at a time. Each chunk of text is parsed up to its last complete row, the rest
 * carried over to the next. When `onRow` returns a promise, the next chunk is read only once it
 * settles, so a slow consumer holds back the reading instead of letting rows pile up in memory.
 * (papaparse's own stream reader pauses its parser but not the stream under it.)
 */
export const readCsvRows = async (csv: Readable, onRow: (fields: string[]) => void | Promise<void>): Promise<void> => {
  // A string stream: decoding chunk by chunk ourselves would split a UTF-8 character in two.
  csv.setEncoding('utf8');
  let rest = '';
  let newline: Newline | undefined;
  // Each promise onRow returns settles after the ones before it, so the last one is enough to wait for.
  let waitFor: Promise<void> | undefined;
  // papaparse's bare parser hands each step the rows it just parsed: one.
  const step: Step = (results) => {
    const pending = onRow((results.data as unknown as string[][])[0]);
    if (pending) waitFor = pending;
  };
  try {
    for await (const chunk of csv as AsyncIterable<string>) {
      const text = rest + chunk;
      newline ??= lineEndingOf(text);
      rest = newline ? parseRows(text, false, newline, step) : text;
      if (rest.length > MAX_CHARS_WITHOUT_ROW) throw new Error('A line never ends: is a quote left open?');
      if (waitFor) {
        const pending = waitFor;
        waitFor = undefined;
        await pending;
      }
    }
    if (rest) parseRows(rest, true, newline ?? '\n', step);
  } finally {
    csv.destroy();
  }
  await waitFor;
};
