import { z } from 'zod';

export const ZOrganizationSearch = z
  .object({
    search: z.string().max(200).default(''),
    limit: z.number().int().min(1).max(100).default(20),
    page: z.number().int().min(1).max(100_000).default(1),
    /** Only these (react-admin's getMany). */
    ids: z.array(z.uuid()).max(100).optional(),
  })
  .meta({ id: 'OrganizationSearch' });
export type TOrganizationSearch = z.infer<typeof ZOrganizationSearch>;

export const ZOrganizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  siret: z.string().nullable(),
  parentId: z.string().nullable(),
});
