import type { Locale } from '../../../../common/locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { nl } from './nl';
import { pt } from './pt';
import { fr, type EmployeeMessages } from './fr';
import { dsnMessages } from '../dsn/messages';

const own: Record<Locale, EmployeeMessages> = { fr, en, es, pt, de, nl };

/** The employee screens' texts, and the DSN import's under `dsn`. */
export const messages = Object.fromEntries(
  Object.entries(own).map(([locale, texts]) => [locale, { ...texts, dsn: dsnMessages[locale as Locale] }]),
) as Record<Locale, EmployeeMessages & { dsn: (typeof dsnMessages)[Locale] }>;
