import { randomInt } from 'node:crypto';

/** A fresh SIRET with a valid Luhn checksum: the prefix, random digits up to 13, then the check digit. */
export const makeSiret = (prefix = '9'): string => {
  let body = prefix;
  while (body.length < 13) body += String(randomInt(10));
  const sum = [...body].reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) return total + digit;
    return total + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};
