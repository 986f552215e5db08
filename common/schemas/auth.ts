import { z } from 'zod';
import { FEATURES } from '../features';
import { ZNewPassword } from '../password';

export const ZLoginRequest = z
  .object({
    login: z.string().trim().min(1).max(200),
    password: z.string().min(1).max(1000),
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z.object({
  login: z.string(),
  userOrgId: z.string(),
  firstName: z.string(),
  name: z.string(),
  features: z.array(z.enum(FEATURES)),
  mustInitAccount: z.boolean(),
  /** An employee's personal document account: it sees only its own documents and profile. */
  personalAccount: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The token itself travels in the `set-authorization` response header. */
export const ZLoginResponse = z.object({ data: ZSessionUser }).meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZCurrentUserResponse = z
  .object({ data: ZSessionUser.extend({ email: z.string().nullable() }) })
  .meta({ id: 'CurrentUserResponse' });
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>;

/** The new password and its confirmation must be equal; the error sits on the confirmation. */
const confirms =
  (field: string) =>
  (value: Record<string, unknown>): boolean =>
    value[field] === value.confirmation;
const confirmationMismatch = () => ({ message: 'confirmation_mismatch', path: ['confirmation'] });

export const ZChangePasswordRequest = z
  .object({
    oldPassword: z.string().min(1).max(1000),
    newPassword: ZNewPassword,
    confirmation: z.string().min(1).max(1000),
  })
  .refine(confirms('newPassword'), confirmationMismatch())
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZFinalizeAccountRequest = z
  .object({
    password: ZNewPassword,
    confirmation: z.string().min(1).max(1000),
    acceptTerms: z.literal(true),
  })
  .refine(confirms('password'), confirmationMismatch())
  .meta({ id: 'FinalizeAccountRequest' });
export type TFinalizeAccountRequest = z.infer<typeof ZFinalizeAccountRequest>;

export const ZReinitPasswordRequest = z
  .object({ login: z.string().trim().min(1).max(200) })
  .meta({ id: 'ReinitPasswordRequest' });

/** The same empty answer whatever the login, so that it tells nothing about which logins exist. */
export const ZReinitPasswordResponse = z.object({}).meta({ id: 'ReinitPasswordResponse' });

export const ZResetPasswordRequest = z
  .object({
    token: z.string().min(1).max(200),
    password: ZNewPassword,
    confirmation: z.string().min(1).max(1000),
  })
  .refine(confirms('password'), confirmationMismatch())
  .meta({ id: 'ResetPasswordRequest' });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
