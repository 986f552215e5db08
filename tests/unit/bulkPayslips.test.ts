import { describe, expect, it } from 'vitest';
import { bulkPayslipsPdf, type BulkPayslipEmployee } from '../../server/pdf/bulkPayslips';
import { countPages, pageTexts } from '../support/mupdfPages';

const employees: BulkPayslipEmployee[] = [
  {
    registrationNumber: 'A001',
    firstName: 'Hélène',
    lastName: 'Dupont',
    birthDay: '1985-03-04',
    nir: '285037512345678',
  },
  { registrationNumber: 'A002', firstName: 'Łukasz', lastName: 'Nowak', birthDay: '1990-12-31', pages: 2 },
  { registrationNumber: null, firstName: 'Jean', lastName: 'Martin', birthDay: '1979-07-14' },
];

const file = () =>
  bulkPayslipsPdf({
    organizationName: 'Acme Conseil',
    siret: '73282932000074',
    period: 'novembre 2026',
    employees,
    extraPages: [
      { before: 0, kind: 'cover' },
      { before: 2, kind: 'blank' },
      { before: 3, kind: 'summary' },
    ],
  });

describe('bulk payslip generator', () => {
  it('writes one page per slip page and extra pages where asked, and says whose each page is', async () => {
    const { bytes, owners } = await file();
    expect(countPages(bytes)).toBe(7);
    expect(owners).toEqual([null, 0, 1, 1, null, 2, null]);
  });

  it('prints what a payslip shows: company, SIRET, period, matricule, name, birth date, net pay', async () => {
    const texts = pageTexts((await file()).bytes);
    expect(texts[1]).toContain('Acme Conseil');
    expect(texts[1]).toContain('SIRET : 732 829 320 00074');
    expect(texts[1]).toContain('BULLETIN DE PAIE');
    expect(texts[1]).toContain('Période : novembre 2026');
    expect(texts[1]).toContain('Matricule : A001');
    expect(texts[1]).toContain('Nom : DUPONT Hélène');
    expect(texts[1]).toContain('Né(e) le : 04/03/1985');
    expect(texts[1]).toContain('NET À PAYER');
    // A second page repeats who it is for, as payroll software does.
    expect(texts[3]).toContain('Matricule : A002');
    expect(texts[3]).toContain('Page 2/2');
    // Without a matricule, name and birth date only.
    expect(texts[5]).not.toContain('Matricule');
    expect(texts[5]).toContain('Nom : MARTIN Jean');
  });

  it('masks the NIR unless asked, and writes names beyond Latin-1 without their accents', async () => {
    const texts = pageTexts((await file()).bytes);
    expect(texts[1]).toContain('2 85 03 75 *** *** **');
    expect(texts.join('\n')).not.toContain('285037512345678');
    expect(texts[2]).toContain('Nom : NOWAK Lukasz');
  });

  it('leaves the blank page without text and the cover and summary without any matricule', async () => {
    const texts = pageTexts((await file()).bytes);
    expect(texts[4].trim()).toBe('');
    for (const page of [0, 6]) expect(texts[page]).not.toMatch(/Matricule|A00\d/);
  });
});
