import { meetsPasswordRule } from '../../../common/password';

/** react-admin validators: the spec's password rule, and a confirmation equal to its password. */
export const passwordRule = (value: unknown) =>
  typeof value === 'string' && value && !meetsPasswordRule(value) ? 'liasse.validation.password_rule' : undefined;

export const sameAs = (field: string) => (value: unknown, values: Record<string, unknown>) =>
  value && value !== values[field] ? 'liasse.validation.confirmation_mismatch' : undefined;
