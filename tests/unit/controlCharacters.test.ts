import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, printable, storedFileName } from '../../server/db/controlCharacters';

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

describe('a file name as stored', () => {
  it('loses the bidirectional controls that would show "evil\\u202Efdp.exe" as "evilexe.pdf"', () => {
    expect(storedFileName('evil\u202Efdp.exe', 'document.pdf')).toBe('evilfdp.exe');
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
    for (const code of bidi) {
      expect(storedFileName(`bul${String.fromCharCode(code)}letin.pdf`, 'document.pdf'), code.toString(16)).toBe(
        'bulletin.pdf',
      );
    }
  });

  it('loses the other invisible format characters, control characters and line separators', () => {
    expect(storedFileName('\uFEFFfiche\u200B de\u200C\u200D paie\u2060\u00AD.pdf', 'document.pdf')).toBe(
      'fiche de paie.pdf',
    );
    expect(storedFileName('bulletin\u0001\u001F\u007F\u0085\u2028\u2029.pdf', 'document.pdf')).toBe('bulletin.pdf');
    expect(storedFileName('tag\u{E0041}\u{E007F}.pdf', 'document.pdf')).toBe('tag.pdf');
  });

  it('keeps letters, accents, marks and symbols of any script', () => {
    for (const name of [
      'Reçu – été 2026 €.pdf',
      'عقد العمل.pdf',
      '給与明細.pdf',
      'שלום.pdf',
      'Ångström ©.pdf',
      '👍.pdf',
    ]) {
      expect(storedFileName(name, 'document.pdf')).toBe(name);
    }
  });

  it('is trimmed and at most 255 characters, without splitting one', () => {
    expect(storedFileName('  bulletin.pdf \u200B', 'document.pdf')).toBe('bulletin.pdf');
    const long = `${'é'.repeat(254)}😀😀`;
    expect(Array.from(storedFileName(long, 'document.pdf'))).toHaveLength(255);
    expect(storedFileName(long, 'document.pdf').endsWith('😀')).toBe(true);
  });

  it('is the default when nothing visible is left', () => {
    expect(storedFileName('\u202E\u200B\uFEFF', 'document.pdf')).toBe('document.pdf');
    expect(storedFileName('   ', 'dsn.txt')).toBe('dsn.txt');
    expect(storedFileName('', 'dsn.txt')).toBe('dsn.txt');
  });
});
