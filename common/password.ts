import { z } from 'zod';

/** Spec section 5: at least 8 characters, one capital, one digit, one special character. */
export const meetsPasswordRule = (password: string): boolean =>
  password.length >= 8 && /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);

export const PASSWORD_RULE_ERROR = 'password_rule';

export const ZNewPassword = z
  .string()
  .max(1000)
  .refine(meetsPasswordRule, { message: PASSWORD_RULE_ERROR, params: { code: PASSWORD_RULE_ERROR } });
