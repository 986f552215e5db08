import { z } from 'zod';
import { LOCALES } from '../locales';

export const ZI18nOverrideParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  locale: z.enum(LOCALES),
});

type Messages = { [key: string]: string | Messages };
const ZMessages: z.ZodType<Messages> = z.lazy(() => z.record(z.string(), z.union([z.string(), ZMessages])));

/** A customer's overrides of the bundled messages and date formats for one locale. */
export const ZI18nOverride = z
  .object({
    messages: ZMessages,
    dateTimeFormats: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.boolean()]))),
  })
  .meta({ id: 'I18nOverride' });
export type TI18nOverride = z.infer<typeof ZI18nOverride>;
