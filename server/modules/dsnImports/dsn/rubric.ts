import { CONTROL_RANGE } from '../../../db/controlCharacters';

/** One line of a DSN: `S21.G00.30.002,'DUPONT'`. */
export type Rubric = {
  /** S21.G00.30.002 */
  code: string;
  /** S21.G00.30: the block, whose instances the file gives one after the other. */
  block: string;
  /** 2, the rubric's number within its block: numbers rise within one instance of a block. */
  field: number;
  /** Trimmed; the norm pads nothing, so edge spaces are noise. */
  value: string;
};

// The value runs from the quote after the comma to the line's last quote, so 'D'ARTAGNAN' keeps its
// apostrophe. A control character in it (a NUL deep in a file whose start looked like text) makes
// the line malformed: no database takes a NUL in a text.
const LINE = new RegExp(`^(S\\d{2}\\.G\\d{2}\\.\\d{2})\\.(\\d{3}),'([^${CONTROL_RANGE}]*)'\\s*$`);
/** The NEODeS tree: envoi (S10), declaration (S20), its content (S21), totals (S90); every group is G00. */
const KNOWN = /^S(?:10|20|21|90)\.G00\./;

/** The rubric of a line, 'malformed' when it has not the shape of one, 'unknown' outside the NEODeS tree. */
export const rubricOf = (line: string): Rubric | 'malformed' | 'unknown' => {
  const match = LINE.exec(line);
  if (!match) return 'malformed';
  const [, block, field, value] = match;
  if (!KNOWN.test(block!)) return 'unknown';
  return { code: `${block}.${field}`, block: block!, field: Number(field), value: value!.trim() };
};
