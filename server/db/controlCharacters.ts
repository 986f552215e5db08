/**
 * The control characters no text holds, as a regular expression's character range: all but tab,
 * line feed, carriage return and Ctrl-Z (a DOS end of file). PostgreSQL refuses a NUL in a text
 * outright, so a reader turns them away before they reach the database.
 */
export const CONTROL_RANGE = '\\x00-\\x08\\x0B\\x0C\\x0E-\\x19\\x1B-\\x1F';
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL_RANGE}]`);
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_RANGE}]`, 'g');

/** Text with each control character replaced by a space (the words either side stay apart). */
export const printable = (text: string) => text.replace(CONTROL_CHARACTERS, ' ');

/**
 * What a file name must not hold: control characters, invisible format characters (Unicode
 * category Cf: the bidirectional controls that make `evil\u202Efdp.exe` read "evilexe.pdf",
 * zero-width spaces and joiners, the byte order mark, soft hyphens), line and paragraph
 * separators, and lone surrogates.
 */
const HIDDEN_IN_FILE_NAMES = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const FILE_NAME_MAX = 255;

/**
 * A file name a user gave (an upload's part, a name in a request), as it is stored: without what
 * hides or disguises its text, trimmed, at most 255 characters (never half of one); `fallback`
 * when nothing visible is left.
 */
export const storedFileName = (name: string, fallback: string): string => {
  const visible = Array.from(name.replace(HIDDEN_IN_FILE_NAMES, '').trim()).slice(0, FILE_NAME_MAX).join('').trimEnd();
  return visible || fallback;
};
