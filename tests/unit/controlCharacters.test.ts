import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, printable } from '../../server/db/controlCharacters';

describe('control characters', () => {
  it('are found, tab, line breaks and Ctrl-Z aside', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x19, 0x1b, 0x1f]) {
      expect(CONTROL_CHARACTER.test(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    expect(CONTROL_CHARACTER.test('a\tb\nc\rd\u001ae é ’ €')).toBe(false);
  });

  it('become spaces in a text kept for the database, which refuses a NUL', () => {
    expect(printable('BULLETIN\u0000DE\u0001PAIE\tmars\n2026')).toBe('BULLETIN DE PAIE\tmars\n2026');
  });
});
