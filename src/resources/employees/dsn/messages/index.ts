import type { Locale } from '../../../../../common/locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { type DsnImportMessages, fr } from './fr';
import { nl } from './nl';
import { pt } from './pt';

export const dsnMessages: Record<Locale, DsnImportMessages> = { fr, en, es, pt, de, nl };
