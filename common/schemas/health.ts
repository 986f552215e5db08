import { z } from 'zod';

/** `/health` and `/ready`: whether the process (and, for /ready, each thing it needs) answers. */
export const ZHealth = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;
