import { z } from 'zod';

/** A blank string, as a form sends an emptied field, stands for no value. */
export const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional text: trimmed, at most `max` characters, null when blank or absent. */
export const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max).nullable().default(null));
