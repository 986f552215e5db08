import { SIRET_CHECK_DIGIT_ERROR, siretError } from '../../../common/siret';

/** The form's SIRET rule, the server's own (common/siret.ts): 14 digits with a valid check digit. */
export const validateSiret = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return siretMessage(value.trim());
};

/** The message key for a wrong SIRET (not 14 digits, or a wrong check digit), or undefined. */
export const siretMessage = (value: string) => {
  const error = siretError(value);
  if (!error) return undefined;
  return error === SIRET_CHECK_DIGIT_ERROR ? 'liasse.validation.siret_check_digit' : 'liasse.validation.siret';
};
