import type { Locale } from '../../../../common/locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr, type EmployeeGroupMessages } from './fr';
import { nl } from './nl';
import { pt } from './pt';

export const messages: Record<Locale, EmployeeGroupMessages> = { fr, en, es, pt, de, nl };
