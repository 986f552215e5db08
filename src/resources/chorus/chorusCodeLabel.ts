import type { TranslateFunction } from 'react-admin';
import { CHORUS_STATUS_CODES, type ChorusStatusCode } from '../../../common/chorusStatuses';
import { t } from './name';

const KNOWN: ReadonlySet<string> = new Set(CHORUS_STATUS_CODES);

/** Chorus Pro's status code in the user's words; a code Chorus adds later, as it comes. */
export const chorusCodeLabel = (code: string | null, translate: TranslateFunction) => {
  if (!code) return code;
  const known = code.toUpperCase();
  return KNOWN.has(known) ? translate(t.entry('chorus_codes', known as ChorusStatusCode)) : code;
};
