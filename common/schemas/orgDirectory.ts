import { z } from 'zod';

/**
 * `GET org-directory/siret/{siret}`: what INSEE's directory knows of an establishment, shaped as
 * the organisation form's fields so the form can be prefilled (the directory has no phone).
 */
export const ZSiretLookup = z
  .object({
    data: z.object({
      siret: z.string(),
      name: z.string().nullable(),
      address: z.object({
        street: z.string().nullable(),
        /** Special distribution: BP, CS, TSA… */
        postal: z.string().nullable(),
        zipCode: z.string().nullable(),
        city: z.string().nullable(),
        country: z.string().nullable(),
        phone: z.null(),
      }),
      /** False for an establishment INSEE lists as closed. */
      active: z.boolean(),
    }),
  })
  .meta({ id: 'SiretLookup' });
export type TSiretLookup = z.infer<typeof ZSiretLookup>;
