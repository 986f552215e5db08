import { isValidSiret } from '../../../common/siret';

/** The form's SIRET rule, the server's own (common/siret.ts): 14 digits with a valid checksum. */
export const validateSiret = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isValidSiret(value.trim())
    ? 'liasse.validation.siret'
    : undefined;
