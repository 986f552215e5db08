import { describe, expect, it } from 'vitest';
import { completeNir, nirError, nirKey } from '../../common/nir';
import { ZEmployeeWrite } from '../../common/schemas/employees';

describe('the NIR key', () => {
  it('is 97 minus the 13 digits modulo 97, on two digits', () => {
    expect(nirKey('1850578006084')).toBe('91');
    expect(nirKey('2690519123456')).toBe('88');
    // 97 − 0 is 97 when the number is a multiple of 97; a small remainder gives a key under 10.
    expect(nirKey('1000000000047')).toBe('97');
    expect(nirKey('1000000000137')).toBe('07');
  });

  it('reads Corsica 2A as 19 and 2B as 18', () => {
    expect(nirKey('185052A004123')).toBe('56');
    expect(nirKey('285052B004123')).toBe('33');
    expect(nirKey('185052A004123')).toBe(nirKey('1850519004123'));
    expect(nirError('185052A00412356')).toBeUndefined();
    expect(nirError('285052B00412333')).toBeUndefined();
    expect(nirError('185052A00412357')).toBe('nir_key');
  });

  it('refuses what is not a NIR, and a wrong key', () => {
    for (const value of [
      '',
      '1850578006084',
      '18505780060849100',
      '385057800608491',
      '1850578OO608491',
      '185052C00412356',
    ])
      expect(nirError(value)).toBe('nir');
    expect(nirError('185057800608492')).toBe('nir_key');
    expect(nirError(completeNir('1850578006084'))).toBeUndefined();
  });

  it('accepts a temporary number (7 or 8) only when flagged', () => {
    const temporary = completeNir('7850578006084');
    expect(nirError(temporary)).toBe('nir_temporary');
    expect(nirError(temporary, { temporary: true })).toBeUndefined();
  });
});

describe('the NIR of the employee form', () => {
  const base = { firstName: 'Ana', lastName: 'Silva', organizations: [{ orgId: crypto.randomUUID() }] };

  it('drops spaces and dots, upper-cases Corsica, and checks the key', () => {
    expect(ZEmployeeWrite.parse({ ...base, socialSecurityNumber: '1 85 05 2a 004 123 56' }).socialSecurityNumber).toBe(
      '185052A00412356',
    );
    const wrong = ZEmployeeWrite.safeParse({ ...base, socialSecurityNumber: '1 85 05 78 006 084 92' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['socialSecurityNumber'], message: 'nir_key' });
  });

  it('keeps the stored NIR when left out, and clears it with null or a blank', () => {
    expect(ZEmployeeWrite.parse(base).socialSecurityNumber).toBeUndefined();
    expect(ZEmployeeWrite.parse({ ...base, socialSecurityNumber: null }).socialSecurityNumber).toBeNull();
    expect(ZEmployeeWrite.parse({ ...base, socialSecurityNumber: '  ' }).socialSecurityNumber).toBeNull();
  });

  it('takes a temporary number with its flag', () => {
    const temporary = completeNir('8850578006084');
    expect(ZEmployeeWrite.safeParse({ ...base, socialSecurityNumber: temporary }).success).toBe(false);
    expect(ZEmployeeWrite.safeParse({ ...base, socialSecurityNumber: temporary, nirTemporary: true }).success).toBe(
      true,
    );
  });
});
