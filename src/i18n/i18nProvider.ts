import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import { LOCALES, type Locale } from '../../common/locales';
import type { TI18nOverride } from '../../common/schemas/i18n';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';
import { pt } from './messages/pt';
import { RESOURCES_LIST } from '../resources';
import type { ResourceDescriptor } from '../resources/descriptor';
import raDe from './ra/de';
import raEs from './ra/es';
import raNl from './ra/nl';
import raPt from './ra/pt';

/** Each resource's texts, under `resources.<name>` where react-admin looks for them. */
const resourceMessages = (resources: readonly ResourceDescriptor[], locale: Locale) => ({
  resources: Object.fromEntries(resources.map((resource) => [resource.name, resource.messages[locale]])),
});

/** react-admin's messages, the shell's and every resource's, per locale, before any customer override. */
export const bundledMessages = (resources: readonly ResourceDescriptor[]): Record<Locale, TranslationMessages> => {
  const bundle = (locale: Locale, ra: TranslationMessages, shell: object) =>
    mergeTranslations(ra, shell, resourceMessages(resources, locale));
  return {
    fr: bundle('fr', frenchMessages, fr),
    en: bundle('en', englishMessages, en),
    es: bundle('es', raEs, es),
    pt: bundle('pt', raPt, pt),
    de: bundle('de', raDe, de),
    nl: bundle('nl', raNl, nl),
  };
};

export const BUNDLED = bundledMessages(RESOURCES_LIST);

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  nl: 'Nederlands',
};

export type OverrideLoader = (locale: Locale) => Promise<TI18nOverride | undefined>;

/**
 * Bundled messages, overridden per customer by `/static/i18n/{id}/{locale}.json`. The first
 * locale's overrides are loaded before the first render; another locale's when the user picks it.
 */
export const createI18nProvider = (
  initialLocale: Locale,
  initialOverride: TI18nOverride | undefined,
  loadOverride: OverrideLoader,
): I18nProvider => {
  const merged = new Map<Locale, TranslationMessages>();
  const withOverride = (locale: Locale, override?: TI18nOverride) => {
    const messages = override ? mergeTranslations(BUNDLED[locale], override.messages) : BUNDLED[locale];
    merged.set(locale, messages);
    return messages;
  };
  withOverride(initialLocale, initialOverride);

  return polyglotI18nProvider(
    (locale) => {
      const known = locale as Locale;
      return merged.get(known) ?? loadOverride(known).then((override) => withOverride(known, override));
    },
    initialLocale,
    LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  );
};
