import { z } from 'zod';
import { ChorusError } from './chorusPro';

/**
 * Chorus' answers read into the contract's types. The schemas name only the fields we use and
 * let the others pass: Chorus adds fields over time, and an extra one must not break a call.
 */

export const text = z.string().nullish();
export const amount = z.coerce.number().nullish();

/** Reads an answer with a schema; an answer of another shape is Chorus changing under us: unavailable, not refused. */
export const readAnswer = <T>(schema: z.ZodType<T>, answer: unknown, operation: string): T => {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ChorusError('UNAVAILABLE', null, `${operation}: unexpected answer`);
  return parsed.data;
};

/** The pages of a search: in `parametresRetour` on most, at the top level on rechercher/recipiendaire. */
export const ZPaging = z.object({
  pageCourante: z.coerce.number().int().default(1),
  pages: z.coerce.number().int().default(0),
  total: z.coerce.number().int().default(0),
});
