import { describe, expect, it } from 'vitest';
import { withFrenchSpacing } from '../../src/i18n/frenchSpacing';
import { loadBundledMessages } from '../../src/i18n/i18nProvider';
import { RESOURCES_LIST } from '../../src/resources';

const messagesOf = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    return typeof value === 'object' && value !== null ? messagesOf(value, `${prefix}${key}.`) : [];
  });

/**
 * Where a French text misses its space before ':' ';' '!' '?': a plain space there, or none
 * between a word and a sign followed by a space or the end. Addresses and placeholders are left
 * out first; a time (12:30) is not followed by a space.
 */
const badSpacing = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, 'URL')
    .replace(/%\{[^}]*\}|\{\{[^}]*\}\}/g, 'X')
    .match(/ [:;!?]|[^\s][:;!?](?=\s|$)/g) ?? [];

describe('French typography', () => {
  it('every French message, react-admin\'s included, has a no-break space before ":" and a narrow one before ";" "!" "?"', async () => {
    const french = await loadBundledMessages(RESOURCES_LIST, 'fr');
    const wrong = messagesOf(french).filter(([, text]) => badSpacing(text).length > 0);
    expect(wrong).toEqual([]);
    // The scan reads the messages: it finds what it looks for.
    expect(messagesOf(french).length).toBeGreaterThan(500);
  });

  it('spaces a sign the French way, leaving times, addresses and the right spaces as they are', () => {
    expect(withFrenchSpacing('Total : 7')).toBe('Total\u00a0: 7');
    expect(withFrenchSpacing('Au choix: %{options}')).toBe('Au choix\u00a0: %{options}');
    expect(withFrenchSpacing('Êtes-vous sûr ?')).toBe('Êtes-vous sûr\u202f?');
    expect(withFrenchSpacing('Envoyé ; attendu !')).toBe('Envoyé\u202f; attendu\u202f!');
    expect(withFrenchSpacing('À 12:30, voir https://exemple.fr/a?b=1')).toBe('À 12:30, voir https://exemple.fr/a?b=1');
    expect(withFrenchSpacing('Déjà\u00a0: bien')).toBe('Déjà\u00a0: bien');
    expect(badSpacing('Total : 7')).toEqual([' :']);
    expect(badSpacing('Voir https://exemple.fr/a?b=1 à 12:30 pour {{x}}')).toEqual([]);
  });
});
