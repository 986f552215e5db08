/**
 * The NIR (numéro d'inscription au répertoire, the social security number): 13 characters, then a
 * 2-digit key. The 13: sex (1 or 2; 7 or 8 for a temporary NIA), birth year and month, birth
 * department (2A and 2B for Corsica), commune, order number.
 */

/** Why a NIR is refused: not a NIR's shape, a wrong key, or a temporary number where none is allowed. */
export const NIR_ERROR = 'nir';
export const NIR_KEY_ERROR = 'nir_key';
export const NIR_TEMPORARY_ERROR = 'nir_temporary';
export type NirError = typeof NIR_ERROR | typeof NIR_KEY_ERROR | typeof NIR_TEMPORARY_ERROR;

const BODY = /^[1278]\d{4}(?:\d{2}|2[AB])\d{6}$/;
const WITH_KEY = /^([1278]\d{4}(?:\d{2}|2[AB])\d{6})(\d{2})$/;

/** A NIA (numéro d'immatriculation d'attente), given while the definitive NIR is awaited, starts with 7 or 8. */
const isTemporary = (nir: string) => nir[0] === '7' || nir[0] === '8';

/** The key of these 13 characters: 97 − (number mod 97), Corsica's 2A read as 19 and 2B as 18. */
export const nirKey = (first13: string): string => {
  if (!BODY.test(first13)) throw new Error(`A NIR key is computed from 13 characters, not ${JSON.stringify(first13)}`);
  // 13 digits stay below 2^53: plain numbers are exact.
  const digits = Number(first13.replace('2A', '19').replace('2B', '18'));
  return String(97 - (digits % 97)).padStart(2, '0');
};

/** The 15-character NIR of these 13 characters, with its key. */
export const completeNir = (first13: string): string => `${first13}${nirKey(first13)}`;

/** True when these 13 characters have a NIR's shape (the DSN sends the NIR without its key). */
export const isNirBody = (value: string): boolean => BODY.test(value);

/** Why a 15-character NIR is refused, or undefined when valid; a temporary number (NIA) only passes with `temporary`. */
export const nirError = (value: string, { temporary = false }: { temporary?: boolean } = {}): NirError | undefined => {
  const match = WITH_KEY.exec(value);
  if (!match) return NIR_ERROR;
  if (nirKey(match[1]!) !== match[2]) return NIR_KEY_ERROR;
  if (isTemporary(value) && !temporary) return NIR_TEMPORARY_ERROR;
  return undefined;
};
