import { z } from 'zod';

export const ZFrontConf = z
  .object({
    CAS_ENABLED: z.boolean(),
    CAS_LOGIN_URL: z.string().nullable(),
    PRODUCT: z.string(),
    I18N_ID: z.string(),
    /** How often a campaign's detail page reads it again while a job works on it (CAMPAIGN_REFRESH_SECONDS). */
    CAMPAIGN_REFRESH_MS: z.number(),
    BASES: z.object({
      desk: z.string(),
      userDirectory: z.string(),
      orgDirectory: z.string(),
      static: z.string(),
    }),
  })
  .meta({ id: 'FrontConf' });
export type TFrontConf = z.infer<typeof ZFrontConf>;
export type Base = keyof TFrontConf['BASES'];
