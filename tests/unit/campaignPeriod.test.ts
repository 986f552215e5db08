import { describe, expect, it } from 'vitest';
import { periodOfText } from '../../common/campaignPeriod';

describe('the period a payslip names', () => {
  it.each([
    ['Bulletin de paie\nPériode du 01/10/2026 au 31/10/2026\nNet à payer', '2026-10'],
    ['PERIODE : 01.02.2026 - 28.02.2026', '2026-02'],
    ['Salaire du mois de Octobre 2026', '2026-10'],
    ['Période : novembre 2026', '2026-11'],
    ['FÉVRIER 2027', '2027-02'],
    ['Paie 10/2026 — matricule 123', '2026-10'],
  ])('reads %j as %s', (text, period) => {
    expect(periodOfText(text)).toBe(period);
  });

  it('reads no month from a text that names none, nor from a bare date of birth', () => {
    expect(periodOfText('Contrat de travail')).toBeNull();
    expect(periodOfText('Né le 12/04/1988')).toBeNull();
    expect(periodOfText('Période du 01/13/2026')).toBeNull();
  });
});
