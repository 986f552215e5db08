import type { TFrontConf } from '../../common/schemas/frontConf';
import type { TI18nOverride } from '../../common/schemas/i18n';

// zod weighs some 40 KB gzip: the login page reads its two start files with these few checks of
// the shapes `common/schemas/frontConf.ts` and `common/schemas/i18n.ts` declare, and leaves zod to
// the screens whose forms need it.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/static/front_conf.json`, or an error naming what is wrong in it. */
export const readFrontConf = (value: unknown): TFrontConf => {
  const fail = (field: string) => {
    throw new Error(`front_conf.json: ${field} is missing or of the wrong type`);
  };
  if (!isRecord(value)) return fail('the file');
  if (typeof value.CAS_ENABLED !== 'boolean') fail('CAS_ENABLED');
  if (value.CAS_LOGIN_URL !== null && typeof value.CAS_LOGIN_URL !== 'string') fail('CAS_LOGIN_URL');
  for (const field of ['PRODUCT', 'I18N_ID'] as const) if (typeof value[field] !== 'string') fail(field);
  const bases = value.BASES;
  if (!isRecord(bases)) return fail('BASES');
  for (const base of ['desk', 'userDirectory', 'orgDirectory', 'static'] as const) {
    if (typeof bases[base] !== 'string') fail(`BASES.${base}`);
  }
  return value as TFrontConf;
};

const isMessages = (value: unknown): boolean =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string' || isMessages(entry));

/** A customer's `/static/i18n/{id}/{locale}.json`, or undefined when it is not one. */
export const readI18nOverride = (value: unknown): TI18nOverride | undefined => {
  if (!isRecord(value) || !isMessages(value.messages) || !isRecord(value.dateTimeFormats)) return undefined;
  const formatsOk = Object.values(value.dateTimeFormats).every(
    (format) =>
      isRecord(format) &&
      Object.values(format).every((option) => typeof option === 'string' || typeof option === 'boolean'),
  );
  return formatsOk ? (value as TI18nOverride) : undefined;
};
