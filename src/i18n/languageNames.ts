import type { Locale } from '../../common/locales';

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  nl: 'Nederlands',
};
