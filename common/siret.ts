import { z } from 'zod';

/** La Poste's establishments share this SIREN; their SIRETs are numbered so that their digits sum to a multiple of 5. */
const LA_POSTE_SIREN = '356000000';

export const SIRET_ERROR = 'siret';

const digitSum = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

/** Luhn over the 14 digits: every second digit from the right is doubled (9 taken off above 9). */
const luhnValid = (digits: string) =>
  [...digits].reduce((sum, char, index) => {
    const digit = Number(char);
    if (index % 2 === 1) return sum + digit;
    const doubled = digit * 2;
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0) %
    10 ===
  0;

/** Spec section 5: 14 digits with a valid checksum (Luhn, or La Poste's rule for its own SIREN). */
export const isValidSiret = (value: string): boolean => {
  if (!/^\d{14}$/.test(value)) return false;
  if (luhnValid(value)) return true;
  return value.startsWith(LA_POSTE_SIREN) && digitSum(value) % 5 === 0;
};

export const ZSiret = z
  .string()
  .trim()
  .refine(isValidSiret, { message: SIRET_ERROR, params: { code: SIRET_ERROR } });
