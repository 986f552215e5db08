import { z } from 'zod';

/** La Poste's establishments share this SIREN; their SIRETs are numbered so that their digits sum to a multiple of 5. */
const LA_POSTE_SIREN = '356000000';

/** The field codes of a wrong SIRET: not 14 digits, or 14 digits whose check digit is wrong. */
export const SIRET_ERROR = 'siret';
export const SIRET_CHECK_DIGIT_ERROR = 'siret_check_digit';

const digitSum = (digits: string) => [...digits].reduce((sum, digit) => sum + Number(digit), 0);

/**
 * Luhn's sum over the digits of a SIRET, or of its first 13: those at even places from the left
 * (every second digit from the right of the 14) are doubled, 9 taken off above 9.
 */
const luhnSum = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = digits.charCodeAt(index) - 48;
    const weighed = index % 2 === 0 ? digit * 2 : digit;
    sum += weighed > 9 ? weighed - 9 : weighed;
  }
  return sum;
};

/** The SIRET of these 13 digits (a SIREN and the first 4 of the establishment number) with the check digit that makes it valid. */
export const completeSiret = (first13: string): string => {
  if (!/^\d{13}$/.test(first13)) throw new Error(`A SIRET is completed from 13 digits, not ${JSON.stringify(first13)}`);
  return `${first13}${(10 - (luhnSum(first13) % 10)) % 10}`;
};

/** Spec section 5: 14 digits with a valid checksum (Luhn, or La Poste's rule for its own SIREN). */
export const isValidSiret = (value: string): boolean => {
  if (!/^\d{14}$/.test(value)) return false;
  if (luhnSum(value) % 10 === 0) return true;
  return value.startsWith(LA_POSTE_SIREN) && digitSum(value) % 5 === 0;
};

/** Why a SIRET is refused, or undefined when it is valid. */
export const siretError = (value: string): typeof SIRET_ERROR | typeof SIRET_CHECK_DIGIT_ERROR | undefined => {
  if (!/^\d{14}$/.test(value)) return SIRET_ERROR;
  return isValidSiret(value) ? undefined : SIRET_CHECK_DIGIT_ERROR;
};

export const ZSiret = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const code = siretError(value);
    if (code) context.addIssue({ code: 'custom', message: code, params: { code } });
  });
