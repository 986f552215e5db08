import type { TranslationMessages } from 'ra-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../common/locales';
import { createI18nProvider, loadBundledMessages } from '../../src/i18n/i18nProvider';
import { RESOURCES_LIST } from '../../src/resources';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const noOverride = async () => undefined;
const bundled = {} as Record<Locale, TranslationMessages>;

beforeAll(async () => {
  for (const locale of LOCALES) bundled[locale] = await loadBundledMessages(RESOURCES_LIST, locale);
});

describe('messages', () => {
  it.each(LOCALES.filter((locale) => locale !== 'fr'))(
    'the %s bundle has every message the French one has, react-admin messages included',
    (locale) => {
      expect(keysOf(bundled[locale]).sort()).toEqual(keysOf(bundled.fr).sort());
      for (const key of keysOf(bundled[locale])) {
        expect(key.split('.').reduce((node: never, part) => node[part], bundled[locale] as never)).not.toBe('');
      }
    },
  );

  it("holds each resource's own texts under resources.<name>, beside the shell's", async () => {
    const provider = await createI18nProvider('nl', noOverride);
    expect(provider.translate('resources.admin/rights/groups.fields.userIds')).toBe('Leden');
    expect(provider.translate('liasse.menu.back_home')).toBe('Terug naar start');
    expect(bundled.fr.resources).toHaveProperty(['admin/rights/rules', 'areas', 'ORGANIZATIONS'], 'Organisations');
  });

  it("lays a customer's overrides over the bundled messages", async () => {
    const provider = await createI18nProvider('de', async () => ({
      messages: { liasse: { login: { title: 'Willkommen bei ACME' } } },
      dateTimeFormats: {},
    }));
    expect(provider.translate('liasse.login.title')).toBe('Willkommen bei ACME');
    expect(provider.translate('liasse.login.submit')).toBe('Anmelden');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
  });

  it("loads a language's messages and overrides only when the user switches to it", async () => {
    const asked: string[] = [];
    const provider = await createI18nProvider('fr', async (locale) => {
      asked.push(locale);
      return locale === 'nl' ? { messages: { liasse: { menu: { home: 'Thuis' } } }, dateTimeFormats: {} } : undefined;
    });
    expect(asked).toEqual(['fr']);
    await provider.changeLocale('nl');
    expect(asked).toEqual(['fr', 'nl']);
    expect(provider.translate('liasse.menu.home')).toBe('Thuis');
    expect(provider.translate('liasse.menu.back_home')).toBe('Terug naar start');
  });
});
