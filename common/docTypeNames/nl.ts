import type { DocType } from '../docTypes';

/** The document types' names in nl (a file per language: each loads with its language's messages). */
export const nl: Record<DocType, string> = {
  PAYE: 'Loonstrook',
  WCNT: 'Arbeidsovereenkomst',
  CHIN: 'IT-gedragscode',
  FACT: 'Factuur',
};
