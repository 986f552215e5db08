import { bulkPayslipsPdf, type BulkPayslipEmployee } from '../../server/pdf/bulkPayslips';

/**
 * The benches' bulk payslip run: `pages` pages in all, one employee a page except every tenth
 * with two, a cover, a summary and a blank page every 500: the same file for every run.
 */
export const benchPayslipLayout = (pages: number) => {
  const extras = 2 + Math.floor(pages / 500);
  const employees: BulkPayslipEmployee[] = [];
  let used = extras;
  while (used < pages) {
    const index = employees.length;
    const slipPages = index % 10 === 9 && used + 2 <= pages ? 2 : 1;
    employees.push({
      registrationNumber: `B${String(index).padStart(6, '0')}`,
      firstName: ['Hélène', 'Jean', 'Zoé', 'Noël', 'Inès'][index % 5],
      lastName: `Nom${index}`,
      birthDay: `19${70 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`,
      nir: '185057512345678',
      pages: slipPages,
    });
    used += slipPages;
  }
  const blanks = Array.from({ length: extras - 2 }, (_, i) => ({
    before: Math.floor(((i + 1) * employees.length) / (extras - 1)),
    kind: 'blank' as const,
  }));
  return {
    employees,
    extraPages: [
      { before: 0, kind: 'cover' as const },
      ...blanks,
      { before: employees.length, kind: 'summary' as const },
    ],
  };
};

export const benchPayslipRun = async (pages: number) => {
  const layout = benchPayslipLayout(pages);
  const file = await bulkPayslipsPdf({
    organizationName: 'Banc d’essai SAS',
    siret: '73282932000074',
    period: 'novembre 2026',
    ...layout,
  });
  return { employees: layout.employees, ...file };
};
