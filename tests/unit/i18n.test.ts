import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales';
import { BUNDLED, createI18nProvider } from '../../src/i18n/i18nProvider';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const noOverride = async () => undefined;

describe('messages', () => {
  it.each(LOCALES.filter((locale) => locale !== 'fr'))(
    'the %s bundle has every message the French one has, react-admin messages included',
    (locale) => {
      expect(keysOf(BUNDLED[locale]).sort()).toEqual(keysOf(BUNDLED.fr).sort());
      for (const key of keysOf(BUNDLED[locale])) {
        expect(key.split('.').reduce((node: never, part) => node[part], BUNDLED[locale] as never)).not.toBe('');
      }
    },
  );

  it("holds each resource's own texts under resources.<name>, beside the shell's", () => {
    const provider = createI18nProvider('nl', undefined, noOverride);
    expect(provider.translate('resources.admin/rights/groups.fields.userIds')).toBe('Leden');
    expect(provider.translate('liasse.menu.back_home')).toBe('Terug naar start');
    expect(BUNDLED.fr.resources).toHaveProperty(['admin/rights/rules', 'areas', 'ORGANIZATIONS'], 'Organisations');
  });

  it("lays a customer's overrides over the bundled messages", () => {
    const provider = createI18nProvider(
      'de',
      { messages: { liasse: { login: { title: 'Willkommen bei ACME' } } }, dateTimeFormats: {} },
      noOverride,
    );
    expect(provider.translate('liasse.login.title')).toBe('Willkommen bei ACME');
    expect(provider.translate('liasse.login.submit')).toBe('Anmelden');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
  });

  it("loads a language's overrides when the user switches to it", async () => {
    const asked: string[] = [];
    const provider = createI18nProvider('fr', undefined, async (locale) => {
      asked.push(locale);
      return { messages: { liasse: { menu: { home: 'Thuis' } } }, dateTimeFormats: {} };
    });
    await provider.changeLocale('nl');
    expect(asked).toEqual(['nl']);
    expect(provider.translate('liasse.menu.home')).toBe('Thuis');
    expect(provider.translate('liasse.menu.back_home')).toBe('Terug naar start');
  });
});
