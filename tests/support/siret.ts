import { randomInt } from 'node:crypto';
import { completeSiret } from '../../common/siret';

// A random start, so runs on a database that outlives them (the browser tests') do not meet; then a count, so no two calls of a run do.
let next = randomInt(2 ** 47);

/** A SIRET no other call of this process gets, with a valid check digit: the prefix, then digits up to 13, then the check digit. */
export const makeSiret = (prefix = '9'): string => {
  const room = 13 - prefix.length;
  const serial = String(next++ % 10 ** room).padStart(room, '0');
  return completeSiret(`${prefix}${serial}`);
};
