import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { CONTROL_CHARACTER as CONTROL } from '../../../db/controlCharacters';
import { decodeText, type TextEncoding } from '../../../text/decodeText';

/**
 * No row of INSEE's file comes near this (its lines are under 1 KiB). A row whose quoted field
 * would run on past it is a quote left open, and a line longer than it is no CSV line at all.
 */
export const MAX_ROW_CHARS = 64 * 1024;

type Newline = '\n' | '\r\n';

export type CsvHandlers = {
  /** The header (line 1), then each well-formed row, with the line it starts on. */
  onRow: (fields: string[], line: number) => void | Promise<void>;
  /** A line that is no row: a quote left open or misplaced, or not as many fields as the header. */
  onMalformed?: (line: number, problem: string) => void | Promise<void>;
};

export type CsvReport = {
  encoding: TextEncoding;
  /** Rows after the header, malformed ones included (blank lines are none). */
  rows: number;
  malformed: number;
  /** Lines of the file. */
  lines: number;
  /**
   * Characters handed to papaparse: every line once, plus the lines of each failed attempt at a
   * row that spans lines. Such an attempt runs from a line with an odd number of quotes to the
   * next one, so a line is in at most two of them (the end of one, the start of the next) and the
   * text is never parsed more than three times over, whatever its quotes: the work grows with the
   * file, never with its square.
   */
  charsParsed: number;
};

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quote is left open',
  InvalidQuotes: 'a quote is left open or not doubled',
};

const quotesIn = (text: string, from: number, to: number) => {
  let count = 0;
  for (let at = text.indexOf('"', from); at !== -1 && at < to; at = text.indexOf('"', at + 1)) count++;
  return count;
};

/**
 * Streams the rows of comma-separated text (UTF-8, or Windows-1252 when it is not UTF-8) through
 * papaparse, header row first, one array of fields at a time.
 *
 * Each line is a row, parsed on its own, except when its quotes do not close on it: then it may be
 * a row whose quoted field holds a line break, up to the next line with an odd number of quotes.
 * That row is taken if papaparse reads it as one row as wide as the header; otherwise the line is
 * reported malformed by itself and the reading goes on at the next line. So an unclosed quote
 * costs its own line and never swallows the next ones, and no text is parsed more than three times.
 *
 * papaparse has a fast parser for text without quotes and a careful one: the quote-free runs of
 * lines go to the fast one in one call, each line with quotes to the careful one.
 *
 * When a handler returns a promise, the next chunk is read only once it settles, so a slow
 * consumer holds back the reading instead of letting rows pile up in memory.
 */
export const readCsvRows = async (csv: Readable, handlers: CsvHandlers): Promise<CsvReport> => {
  const report: CsvReport = { encoding: 'utf-8', rows: 0, malformed: 0, lines: 0, charsParsed: 0 };
  let newline: Newline = '\n';
  let width = 0;
  // Whether the text being read holds a control character: only then are its rows' fields searched.
  let suspect = false;
  // Each promise a handler returns settles after the ones before it, so the last one is enough to wait for.
  let waitFor: Promise<void> | undefined;
  const hold = (pending: void | Promise<void>) => {
    if (pending) waitFor = pending;
  };

  const parse = (text: string, fastMode: boolean) => {
    report.charsParsed += text.length;
    return new Papa.Parser({ delimiter: ',', newline, fastMode }).parse(text, 0, false) as Papa.ParseResult<string[]>;
  };
  /** Where the text of the line ending at `end` (a line break, or the end of the text) stops. */
  const contentEnd = (text: string, end: number) =>
    end > 0 && text[end] === '\n' && newline === '\r\n' && text[end - 1] === '\r' ? end - 1 : end;

  const malformed = (line: number, problem: string) => {
    report.rows++;
    report.malformed++;
    hold(handlers.onMalformed?.(line, problem));
  };
  const row = (fields: string[], line: number) => {
    // papaparse reads a blank line as one empty field: no row.
    if (fields.length === 1 && fields[0] === '') return;
    if (fields.length !== width) return malformed(line, `${fields.length} fields where the header has ${width}`);
    if (suspect && fields.some((field) => CONTROL.test(field))) return malformed(line, 'a control character');
    report.rows++;
    hold(handlers.onRow(fields, line));
  };
  /** One line with quotes, by itself. */
  const quotedLine = (text: string, from: number, end: number) => {
    const line = ++report.lines;
    const { data, errors } = parse(text.slice(from, contentEnd(text, end)), false);
    if (errors.length) return malformed(line, QUOTE_PROBLEMS[errors[0]!.code] ?? errors[0]!.message);
    row(data[0] ?? [''], line);
  };
  /** Quote-free complete lines, in one call to the fast parser. */
  const plainLines = (text: string, from: number, end: number) => {
    for (const fields of parse(text.slice(from, contentEnd(text, end)), true).data) row(fields, ++report.lines);
  };
  /** The row from `from` to `end` over several lines, if papaparse reads it as one row as wide as the header. */
  const spanningRow = (text: string, from: number, end: number) => {
    const { data, errors } = parse(text.slice(from, contentEnd(text, end)), false);
    if (errors.length || data.length !== 1 || data[0]!.length !== width) return false;
    const first = report.lines + 1;
    for (let at = text.indexOf('\n', from); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) report.lines++;
    report.lines++;
    row(data[0]!, first);
    return true;
  };
  /**
   * After a line with an odd number of quotes that ends at `lineEnd`: the end of the next line with
   * an odd number of quotes, -1 if there is none within MAX_ROW_CHARS of `from`, or undefined when
   * the text read so far ends first.
   */
  const closingLineEnd = (text: string, from: number, lineEnd: number, final: boolean) => {
    let at = lineEnd + 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      if (quote === -1 || quote - from > MAX_ROW_CHARS) {
        return quote === -1 && !final && text.length - from <= MAX_ROW_CHARS ? undefined : -1;
      }
      let end = text.indexOf('\n', quote);
      if (end === -1) {
        if (!final) return text.length - from <= MAX_ROW_CHARS ? undefined : -1;
        end = text.length;
      }
      if (end - from > MAX_ROW_CHARS) return -1;
      if (quotesIn(text, text.lastIndexOf('\n', quote) + 1, end) % 2 === 1) return end;
      at = end + 1;
    }
  };

  /** Line 1: the header, which may hold no line break and must be well formed, or nothing can be read. */
  const header = (text: string, final: boolean) => {
    let end = text.indexOf('\n');
    if (end === -1 && !final) return 0;
    if (end === -1) end = text.length;
    newline = end > 0 && text[end - 1] === '\r' ? '\r\n' : '\n';
    report.lines = 1;
    const { data, errors } = parse(text.slice(0, contentEnd(text, end)), false);
    if (errors.length) {
      throw new Error(
        `Line 1, the header, is malformed: ${QUOTE_PROBLEMS[errors[0]!.code] ?? errors[0]!.message}; ` +
          'no column can be told from another',
      );
    }
    width = data[0]?.length ?? 0;
    hold(handlers.onRow(data[0] ?? [], 1));
    return end + 1;
  };

  /** Reads the rows of `text` that are complete and returns where the rest starts. */
  const rowsOf = (text: string, final: boolean): number => {
    let start = width ? 0 : header(text, final);
    while (start < text.length && width) {
      const quote = text.indexOf('"', start);
      if (quote === -1) {
        if (final) {
          plainLines(text, start, text.endsWith('\n') ? text.length - 1 : text.length);
          return text.length;
        }
        const lastBreak = text.lastIndexOf('\n');
        if (lastBreak < start) return start;
        plainLines(text, start, lastBreak);
        return lastBreak + 1;
      }
      const lineStart = text.lastIndexOf('\n', quote) + 1;
      if (lineStart > start) {
        plainLines(text, start, lineStart - 1);
        start = lineStart;
      }
      let lineEnd = text.indexOf('\n', start);
      if (lineEnd === -1) {
        if (!final) return start;
        lineEnd = text.length;
      }
      if (quotesIn(text, start, lineEnd) % 2 === 1) {
        const spanEnd = closingLineEnd(text, start, lineEnd, final);
        if (spanEnd === undefined) return start;
        if (spanEnd !== -1 && spanningRow(text, start, spanEnd)) {
          start = spanEnd + 1;
          continue;
        }
      }
      quotedLine(text, start, lineEnd);
      start = lineEnd + 1;
    }
    return start;
  };

  let rest = '';
  const text = decodeText(csv as AsyncIterable<Buffer>, (encoding) => (report.encoding = encoding));
  try {
    for await (const chunk of text) {
      const all = rest + chunk;
      suspect = CONTROL.test(all);
      rest = all.slice(rowsOf(all, false));
      if (rest.length > MAX_ROW_CHARS) {
        throw new Error(
          `Line ${report.lines + 1} runs on past ${MAX_ROW_CHARS / 1024} KiB without a line break: not a CSV file?`,
        );
      }
      if (waitFor) {
        const pending = waitFor;
        waitFor = undefined;
        await pending;
      }
    }
    suspect = CONTROL.test(rest);
    if (rest) rowsOf(rest, true);
  } finally {
    csv.destroy();
  }
  await waitFor;
  return report;
};
