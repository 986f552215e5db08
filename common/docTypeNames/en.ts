import type { DocType } from '../docTypes';

/** The document types' names in en (a file per language: each loads with its language's messages). */
export const en: Record<DocType, string> = {
  PAYE: 'Payslip',
  WCNT: 'Employment contract',
  CHIN: 'IT charter',
  FACT: 'Invoice',
};
