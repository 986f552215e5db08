export const LOCALES = ['fr', 'en', 'es', 'pt', 'de', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first two letters of a browser language choose the locale; anything else falls back to French. */
export const pickLocale = (browserLanguage: string | undefined | null): Locale => {
  const prefix = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLocale(prefix) ? prefix : DEFAULT_LOCALE;
};

/** The Intl locale dates are written in: English days come day first (en-GB), as in the rest of Europe. */
export const dateLocale = (locale: string): string => (locale === 'en' ? 'en-GB' : locale);
