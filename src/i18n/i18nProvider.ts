import polyglotI18nProvider from 'ra-i18n-polyglot';
// react-admin imports its English messages itself: they are in the main chunk in any case.
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import { LOCALES, type Locale } from '../../common/locales';
import type { TI18nOverride } from '../../common/schemas/i18n';
import { RESOURCES_LIST } from '../resources';
import type { ResourceDescriptor } from '../resources/descriptor';
import { LANGUAGE_NAMES } from './languageNames';
import type { ShellMessages } from './messages/fr';

/**
 * react-admin's messages and the shell's, per language. Each language's modules, with every
 * resource's `messages/<locale>.ts`, are one chunk (vite.config.ts), loaded when it is first shown.
 */
const SHELL_MESSAGES: Record<Locale, () => Promise<[TranslationMessages, ShellMessages]>> = {
  fr: () => Promise.all([import('./ra/fr').then((m) => m.default), import('./messages/fr').then((m) => m.fr)]),
  en: () => Promise.all([Promise.resolve(englishMessages), import('./messages/en').then((m) => m.en)]),
  es: () => Promise.all([import('./ra/es').then((m) => m.default), import('./messages/es').then((m) => m.es)]),
  pt: () => Promise.all([import('./ra/pt').then((m) => m.default), import('./messages/pt').then((m) => m.pt)]),
  de: () => Promise.all([import('./ra/de').then((m) => m.default), import('./messages/de').then((m) => m.de)]),
  nl: () => Promise.all([import('./ra/nl').then((m) => m.default), import('./messages/nl').then((m) => m.nl)]),
};

/** react-admin's messages, the shell's and every resource's (under `resources.<name>`) in one language, before any customer override. */
export const loadBundledMessages = async (
  resources: readonly ResourceDescriptor[],
  locale: Locale,
): Promise<TranslationMessages> => {
  const [[ra, shell], texts] = await Promise.all([
    SHELL_MESSAGES[locale](),
    Promise.all(resources.map((resource) => resource.messages[locale]())),
  ]);
  const byResource = Object.fromEntries(resources.map((resource, index) => [resource.name, texts[index]]));
  return mergeTranslations(ra, shell, { resources: byResource });
};

export type OverrideLoader = (locale: Locale) => Promise<TI18nOverride | undefined>;

/**
 * Bundled messages, overridden per customer by `/static/i18n/{id}/{locale}.json`. The first
 * locale's messages and overrides are loaded before the first render; another locale's when the
 * user picks it, so a page never downloads the five languages it does not show.
 */
export const createI18nProvider = async (
  initialLocale: Locale,
  loadOverride: OverrideLoader,
): Promise<I18nProvider> => {
  const loaded = new Map<Locale, TranslationMessages>();
  const load = async (locale: Locale) => {
    const [bundled, override] = await Promise.all([loadBundledMessages(RESOURCES_LIST, locale), loadOverride(locale)]);
    const messages = override ? mergeTranslations(bundled, override.messages) : bundled;
    loaded.set(locale, messages);
    return messages;
  };
  await load(initialLocale);

  return polyglotI18nProvider(
    (locale) => loaded.get(locale as Locale) ?? load(locale as Locale),
    initialLocale,
    LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  );
};
