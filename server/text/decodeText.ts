import { isAscii } from 'node:buffer';

/** How a file's bytes are read as text (a SIRENE stock file, a DSN). */
export type TextEncoding = 'utf-8' | 'windows-1252';

/** Windows-1252's characters at 0x80 to 0x9F, where Latin-1 has control characters (5 of them unassigned, kept as is). */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const C1 = /[\x80-\x9F]/;
const ALL_C1 = /[\x80-\x9F]/g;

/** Node's TextDecoder reads 'windows-1252' as plain Latin-1 (0x80 stays U+0080, not €), hence this. */
const windows1252 = (bytes: Buffer) => {
  const latin1 = bytes.toString('latin1');
  return C1.test(latin1) ? latin1.replace(ALL_C1, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!) : latin1;
};

/**
 * The text of a stream of bytes, chunk by chunk, in UTF-8 (INSEE's `_utf8` files) unless its first
 * bytes beyond ASCII are not UTF-8: then the whole file is Windows-1252, the superset of Latin-1
 * (ISO-8859-1) that INSEE's other files and spreadsheets write. `onEncoding` hears which, once
 * known. A file that starts as UTF-8 and later holds a byte that is not is refused there, rather
 * than read with replacement characters in its names.
 */
export async function* decodeText(
  bytes: AsyncIterable<Buffer>,
  onEncoding: (encoding: TextEncoding) => void,
): AsyncGenerator<string> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let encoding: TextEncoding | undefined;
  // Bytes of an unfinished character at the end of the chunks read so far, while the encoding is undecided.
  let undecided: Buffer | undefined;
  let offset = 0;
  const decide = (chosen: TextEncoding) => {
    encoding = chosen;
    onEncoding(chosen);
  };
  for await (const chunk of bytes) {
    const at = offset;
    offset += chunk.length;
    if (encoding === 'windows-1252') {
      yield windows1252(chunk);
      continue;
    }
    // ASCII reads the same in both, so the decision waits for the first byte beyond it.
    if (!encoding && !undecided && isAscii(chunk)) {
      yield chunk.toString('latin1');
      continue;
    }
    let text: string;
    try {
      text = utf8.decode(chunk, { stream: true });
    } catch {
      if (encoding) throw notUtf8(at);
      decide('windows-1252');
      yield windows1252(undecided ? Buffer.concat([undecided, chunk]) : chunk);
      continue;
    }
    if (!encoding) {
      // A chunk may end in the first bytes of a character: only a whole character beyond ASCII decides.
      if (/[\u0080-\uFFFF]/.test(text)) {
        decide('utf-8');
        undecided = undefined;
      } else {
        undecided = undecided ? Buffer.concat([undecided, chunk]) : chunk.subarray(chunk.findIndex((b) => b > 0x7f));
      }
    }
    yield text;
  }
  if (encoding === 'windows-1252') return;
  try {
    const last = utf8.decode();
    if (last) yield last;
  } catch {
    // The file ends in the middle of a character: UTF-8 cut short, or a Latin-1 byte at its very end.
    if (encoding) throw notUtf8(offset);
    decide('windows-1252');
    yield windows1252(undecided!);
  }
  if (!encoding) decide('utf-8');
}

/** Thrown by decodeText for a file that starts as UTF-8 and later holds a byte that is not, so readers can tell it from an I/O error. */
export class MixedEncodingError extends Error {}

const notUtf8 = (near: number) =>
  new MixedEncodingError(
    `The file is not UTF-8 near byte ${near.toLocaleString('en-US')}, though it starts as UTF-8: ` +
      'it mixes two encodings; convert it to UTF-8 (or use INSEE’s StockEtablissement_utf8 file)',
  );
