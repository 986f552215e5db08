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
