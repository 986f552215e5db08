import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeSiret, isValidSiret, ZSiret } from '../../common/siret';
import { makeSiret } from '../support/siret';
import { validateSiret } from '../../src/resources/organizations/siretValidation';

describe('SIRET validator', () => {
  it.each([
    ['84123456700011', 'the demo customer'],
    ['73282932000074', 'a real establishment (Apple France)'],
    ['35600000000048', "La Poste's head office, Luhn-valid"],
    ['35600000049837', 'a La Poste establishment whose digits sum to a multiple of 5'],
  ])('accepts %s (%s)', (siret) => expect(isValidSiret(siret)).toBe(true));

  it.each([
    ['84123456700012', 'last digit off by one'],
    ['48123456700011', 'two digits swapped'],
    ['73282932000075', 'a real SIRET with its checksum broken'],
  ])('rejects a Luhn failure: %s (%s)', (siret) => expect(isValidSiret(siret)).toBe(false));

  it('applies the multiple-of-5 rule only to La Poste', () => {
    // 35600000049836: La Poste, digits sum to 44 and Luhn fails.
    expect(isValidSiret('35600000049836')).toBe(false);
    // Digits sum to 30 but another SIREN: Luhn decides, and fails.
    expect(isValidSiret('35700000049833')).toBe(false);
  });

  it.each(['', '8412345670001', '841234567000111', '841234567000 1', '8412345670001a', '84 123 456 700 011'])(
    'rejects %j: not 14 digits',
    (siret) => expect(isValidSiret(siret)).toBe(false),
  );

  it('gives the form and the server the same message code, naming a wrong check digit apart', () => {
    expect(ZSiret.safeParse('1234567890123').error?.issues[0]?.message).toBe('siret');
    expect(ZSiret.safeParse('12345678901234').error?.issues[0]?.message).toBe('siret_check_digit');
    expect(validateSiret('1234567890123')).toBe('liasse.validation.siret');
    expect(validateSiret('12345678901234')).toBe('liasse.validation.siret_check_digit');
    expect(ZSiret.parse(' 84123456700011 ')).toBe('84123456700011');
  });

  it('completes 13 digits with the one check digit that makes a valid SIRET', () => {
    expect(completeSiret('8412345670001')).toBe('84123456700011');
    expect(completeSiret('7328293200007')).toBe('73282932000074');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), fc.integer({ min: 1, max: 9 }), (first13, shift) => {
        const siret = completeSiret(first13);
        expect(isValidSiret(siret)).toBe(true);
        // Any other last digit fails Luhn (La Poste's own rule aside).
        const other = `${first13}${(Number(siret[13]) + shift) % 10}`;
        if (!first13.startsWith('356000000')) expect(isValidSiret(other)).toBe(false);
      }),
    );
  });

  it('refuses to complete anything but 13 digits', () => {
    for (const digits of ['841234567000', '84123456700011', '841234567000A']) {
      expect(() => completeSiret(digits)).toThrow('A SIRET is completed from 13 digits');
    }
  });

  it('gives tests a different valid SIRET at every call', () => {
    const sirets = Array.from({ length: 1000 }, () => makeSiret('7'));
    expect(new Set(sirets).size).toBe(1000);
    expect(sirets.every((siret) => isValidSiret(siret) && siret.startsWith('7'))).toBe(true);
  });
});
