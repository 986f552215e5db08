import type { DocType } from '../docTypes';

/** The document types' names in es (a file per language: each loads with its language's messages). */
export const es: Record<DocType, string> = {
  PAYE: 'Nómina',
  WCNT: 'Contrato de trabajo',
  CHIN: 'Política de uso informático',
  FACT: 'Factura',
};
