import { completeNir } from '../../common/nir';

let next = 0;

export type NirParts = {
  /** 1 man, 2 woman; 7 or 8 for a temporary number (NIA). */
  sex?: '1' | '2' | '7' | '8';
  /** Two digits each. */
  year?: string;
  month?: string;
  /** Two characters: 75, 2A, 2B… */
  department?: string;
};

/** A 15-character NIR with a valid key, its commune and order number unique within this process. */
export const makeNir = ({ sex = '1', year = '85', month = '05', department = '75' }: NirParts = {}): string => {
  const serial = String(next++ % 1_000_000).padStart(6, '0');
  return completeNir(`${sex}${year}${month}${department}${serial}`);
};
