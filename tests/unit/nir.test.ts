import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeNir, isNirBody, nirError, nirKey } from '../../common/nir';
import { makeNir } from '../support/nir';

describe('NIR validator', () => {
  it.each([
    ['255081416802538', 'a woman born in Calvados in August 1955'],
    ['185057800608491', 'a man born in the Yvelines'],
  ])('accepts %s (%s)', (nir) => expect(nirError(nir)).toBeUndefined());

  it('reads Corsica’s 2A as 19 and 2B as 18 for the key', () => {
    expect(nirKey('18505' + '2A' + '123456')).toBe('33');
    expect(nirKey('18505' + '2B' + '123456')).toBe('60');
    expect(nirError('185052A12345633')).toBeUndefined();
    expect(nirError('185052B12345660')).toBeUndefined();
    // The keys of 2A and 2B differ: swapping them is caught.
    expect(nirError('185052A12345660')).toBe('nir_key');
  });

  it.each([
    ['255081416802539', 'key off by one'],
    ['255081416802583', 'key digits swapped'],
    ['255081461802538', 'two digits of the number swapped'],
  ])('rejects a wrong key: %s (%s)', (nir) => expect(nirError(nir)).toBe('nir_key'));

  it.each([
    ['', 'empty'],
    ['2550814168025', 'no key'],
    ['25508141680253', '14 characters'],
    ['2550814168025380', '16 characters'],
    ['355081416802538', 'sex digit 3'],
    ['2 55 08 14 168 025 38', 'spaces'],
    ['255082C16802538', 'a department letter other than Corsica’s'],
    ['25508141680A538', 'a letter in the order number'],
  ])('rejects %j: not a NIR (%s)', (nir) => expect(nirError(nir)).toBe('nir'));

  it('accepts a temporary number (NIA, 7 or 8) only when flagged', () => {
    const nia = completeNir('7850575123456');
    expect(nirError(nia)).toBe('nir_temporary');
    expect(nirError(nia, { temporary: true })).toBeUndefined();
    expect(nirError(completeNir('8850575123456'), { temporary: true })).toBeUndefined();
    // The flag lets a temporary number through, never a wrong key.
    expect(nirError(`${nia.slice(0, 13)}${nia.slice(13) === '01' ? '02' : '01'}`, { temporary: true })).toBe('nir_key');
  });

  it('tells 13 characters shaped as a NIR (what the DSN sends) from anything else', () => {
    expect(isNirBody('2550814168025')).toBe(true);
    expect(isNirBody('185052A123456')).toBe(true);
    expect(isNirBody('255081416802538')).toBe(false);
    expect(isNirBody('255081416802')).toBe(false);
  });

  it('completes any NIR body with the one key that makes it valid', () => {
    const body = fc.tuple(
      fc.constantFrom('1', '2'),
      fc.stringMatching(/^\d{4}$/),
      fc.oneof(fc.stringMatching(/^\d{2}$/), fc.constantFrom('2A', '2B')),
      fc.stringMatching(/^\d{6}$/),
    );
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 99 }), (parts, shift) => {
        const nir = completeNir(parts.join(''));
        expect(nirError(nir)).toBeUndefined();
        const otherKey = String((Number(nir.slice(13)) + shift) % 100).padStart(2, '0');
        expect(nirError(`${nir.slice(0, 13)}${otherKey}`)).toBe('nir_key');
      }),
    );
  });

  it('refuses to compute the key of anything but a NIR body', () => {
    expect(() => nirKey('255081416802')).toThrow('A NIR key is computed from 13 characters');
  });

  it('makes valid, distinct NIRs for tests', () => {
    const nirs = [makeNir(), makeNir({ sex: '2', department: '2A' }), makeNir({ department: '2B' })];
    for (const nir of nirs) expect(nirError(nir)).toBeUndefined();
    expect(nirs[1]!.slice(5, 7)).toBe('2A');
    expect(new Set(nirs).size).toBe(3);
    expect(nirError(makeNir({ sex: '7' }), { temporary: true })).toBeUndefined();
  });
});
