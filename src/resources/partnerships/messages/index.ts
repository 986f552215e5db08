import type { Locale } from '../../../../common/locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { nl } from './nl';
import { pt } from './pt';
import { fr, type PartnershipMessages } from './fr';

export const messages: Record<Locale, PartnershipMessages> = { fr, en, es, pt, de, nl };
