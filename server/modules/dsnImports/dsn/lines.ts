import { CONTROL_CHARACTER as CONTROL } from '../../../db/controlCharacters';
import { decodeText, MixedEncodingError, type TextEncoding } from '../../../text/decodeText';
import { DsnFileError } from './types';

/** A rubric line is well under 1 KiB; anything longer is skipped up to its end rather than held. */
export const MAX_LINE_CHARS = 4096;
/** Decoding in 64 KiB pieces keeps each piece of text in V8's young generation (see stockFile.ts). */
const CHUNK = 64 * 1024;
/** How much of the start is looked at for control characters that no text file holds. */
const BINARY_SNIFF_CHARS = 4096;

/** One line's text without its line break, or `null` for a line longer than MAX_LINE_CHARS. */
export type Line = { number: number; text: string | null };

export type LineFormat = { encoding: TextEncoding; bom: boolean; newline: '\n' | '\r\n' };

async function* piecesOf(input: Buffer | AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (!Buffer.isBuffer(input)) {
    yield* input;
    return;
  }
  for (let at = 0; at < input.length; at += CHUNK) yield input.subarray(at, at + CHUNK);
}

/** The bytes without a UTF-8 byte-order mark (noted in `format`); UTF-16's marks are refused. */
async function* withoutBom(pieces: AsyncIterable<Buffer>, format: LineFormat): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let looked = false;
  for await (const piece of pieces) {
    if (looked) {
      yield piece;
      continue;
    }
    head = Buffer.concat([head, piece]);
    if (head.length < 3) continue;
    looked = true;
    yield bomless(head, format);
  }
  if (!looked && head.length) yield bomless(head, format);
}

const bomless = (head: Buffer, format: LineFormat) => {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    format.bom = true;
    return head.subarray(3);
  }
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    throw new DsnFileError('unsupported_encoding');
  }
  return head;
};

async function* textOf(input: Buffer | AsyncIterable<Buffer>, format: LineFormat): AsyncGenerator<string> {
  try {
    yield* decodeText(withoutBom(piecesOf(input), format), (encoding) => (format.encoding = encoding));
  } catch (error) {
    if (error instanceof MixedEncodingError) throw new DsnFileError('mixed_encoding');
    throw error;
  }
}

/**
 * The lines of a file, a batch per piece read so a 100 MB file costs one await per 64 KiB, not per
 * line. Encoding (UTF-8, else Windows-1252), byte-order mark and line break (CRLF or LF, the first
 * line's) are noted in `format` as they become known. Memory stays flat: at most one piece and
 * one unfinished line are held, and a line past MAX_LINE_CHARS is dropped as it goes.
 */
export async function* linesOf(input: Buffer | AsyncIterable<Buffer>, format: LineFormat): AsyncGenerator<Line[]> {
  let number = 0;
  let pending = '';
  // A line that grew past MAX_LINE_CHARS: already reported, its rest is skipped up to its end.
  let skipping = false;
  let sniffed = 0;
  for await (const text of textOf(input, format)) {
    if (sniffed < BINARY_SNIFF_CHARS) {
      if (CONTROL.test(text.slice(0, BINARY_SNIFF_CHARS - sniffed))) throw new DsnFileError('binary');
      sniffed += text.length;
    }
    const batch: Line[] = [];
    let from = 0;
    for (let end = text.indexOf('\n'); end !== -1; from = end + 1, end = text.indexOf('\n', from)) {
      if (skipping) {
        skipping = false;
        continue;
      }
      const line = pending + text.slice(from, end);
      pending = '';
      if (number === 0 && line.endsWith('\r')) format.newline = '\r\n';
      number++;
      batch.push({ number, text: line.length > MAX_LINE_CHARS + 1 ? null : withoutCr(line) });
    }
    if (!skipping) {
      pending += text.slice(from);
      if (pending.length > MAX_LINE_CHARS + 1) {
        pending = '';
        skipping = true;
        batch.push({ number: ++number, text: null });
      }
    }
    if (batch.length) yield batch;
  }
  if (pending) yield [{ number: number + 1, text: withoutCr(pending) }];
}

const withoutCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
