import type { Candidate } from './detectEmployee';

// The French titles payroll staff give these documents; the names recipients see in their account.
const DOC_TYPE_TITLES: Record<string, string> = {
  PAYE: 'Bulletin de paie',
  WCNT: 'Contrat de travail',
  CHIN: 'Charte informatique',
  FACT: 'Facture',
};

/** "Bulletin de paie - DUPONT Hélène.pdf": the type's title (else the file's name) and the employee. */
export const pieceName = (file: { name: string; doc_type: string }, employee: Candidate) => {
  const title = DOC_TYPE_TITLES[file.doc_type] ?? file.name.replace(/\.pdf$/i, '');
  return `${title} - ${employee.lastName.toUpperCase()} ${employee.firstName}.pdf`.replace(/[/\\]/g, '-').slice(0, 255);
};
