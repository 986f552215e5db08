import { describe, expect, it } from 'vitest';
import { pickLocale } from '../../common/locales';

describe('pickLocale', () => {
  it.each([
    ['de-DE', 'de'],
    ['en-GB', 'en'],
    ['nl', 'nl'],
    ['pt-BR', 'pt'],
    ['ES', 'es'],
    ['fr-CA', 'fr'],
  ])('chooses the language of %s by its first two letters', (browser, locale) => {
    expect(pickLocale(browser)).toBe(locale);
  });

  it.each(['it-IT', 'ja', '', 'x', undefined, null])('falls back to French for %s', (browser) => {
    expect(pickLocale(browser)).toBe('fr');
  });
});
