import { z } from 'zod';
import { FEATURES } from '../features';

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
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The token itself travels in the `set-authorization` response header. */
export const ZLoginResponse = z.object({ data: ZSessionUser }).meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
