import { randomInt } from 'node:crypto';
import { completeNir } from '../../common/nir';

// From a random start: browser tests run in several processes against one database, where the
// same sequence in each made the same NIRs (an import then failed on the unique NIR).
let next = randomInt(1_000_000);

export type NirParts = {
  /** 1 man, 2 woman; 7 or 8 for a temporary number (NIA). */
  sex?: '1' | '2' | '7' | '8';
  /** Two digits each. */
  year?: string;
  month?: string;
  /** Two characters: 75, 2A, 2B… */
  department?: string;
};

/** A 15-character NIR with a valid key, its commune and order number unique within this process, and unlikely beside another's. */
export const makeNir = ({ sex = '1', year = '85', month = '05', department = '75' }: NirParts = {}): string => {
  const serial = String(next++ % 1_000_000).padStart(6, '0');
  return completeNir(`${sex}${year}${month}${department}${serial}`);
};
