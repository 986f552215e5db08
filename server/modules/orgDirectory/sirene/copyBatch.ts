import { copyField as field } from '../../../db/copyText';
import type { BatchBuilder } from './directoryStore';
import type { Establishment } from './sireneRow';

/** One establishment as a line of `COPY sirene_establishments (siret, name, …, active) FROM STDIN`. */
export const copyLine = (e: Establishment) =>
  `${e.siret}\t${field(e.name)}\t${field(e.street)}\t${field(e.postal)}\t${field(e.zipCode)}\t${field(e.city)}\t${field(e.country)}\t${e.active ? 't' : 'f'}\n`;

/** Lines joined into one flat string every so often, which lets go of the text they were cut from. */
const LINES_PER_BLOCK = 512;

/**
 * A batch kept as COPY text in blocks of joined lines, not as objects: a string a parser hands out
 * holds on to the whole chunk of text it was cut from, so 50,000 kept rows would keep megabytes
 * of text alive. Joined blocks keep only themselves, and the heap stays small and flat.
 * A SIRET twice in a batch is not looked for here (a set costs as much as the line itself): the
 * batch's COPY then fails, and the store's fallback keeps the last of them.
 */
export class CopyBatch implements BatchBuilder {
  private readonly blocks: string[] = [];
  private lines: string[] = [];
  private count = 0;

  get size() {
    return this.count;
  }

  add(establishment: Establishment): boolean {
    this.count++;
    this.lines.push(copyLine(establishment));
    if (this.lines.length === LINES_PER_BLOCK) {
      this.blocks.push(this.lines.join(''));
      this.lines = [];
    }
    return true;
  }

  /** The COPY text, block by block. */
  text(): string[] {
    if (this.lines.length) {
      this.blocks.push(this.lines.join(''));
      this.lines = [];
    }
    return this.blocks;
  }
}
