import type { DocType } from '../docTypes';

/** The document types' names in fr (a file per language: each loads with its language's messages). */
export const fr: Record<DocType, string> = {
  PAYE: 'Bulletin de paie',
  WCNT: 'Contrat de travail',
  CHIN: 'Charte informatique',
  FACT: 'Facture',
};
