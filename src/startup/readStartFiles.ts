import { ZFrontConf, type TFrontConf } from '../../common/schemas/frontConf';
import { ZI18nOverride, type TI18nOverride } from '../../common/schemas/i18n';

/** `/static/front_conf.json`, or an error naming what is wrong in it. */
export const readFrontConf = (value: unknown): TFrontConf => {
  const parsed = ZFrontConf.safeParse(value);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.join('.') || 'the file';
  throw new Error(`front_conf.json: ${field} is missing or of the wrong type`);
};

/** A customer's `/static/i18n/{id}/{locale}.json`, or undefined when it is not one. */
export const readI18nOverride = (value: unknown): TI18nOverride | undefined => ZI18nOverride.safeParse(value).data;
