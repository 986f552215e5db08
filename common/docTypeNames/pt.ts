import type { DocType } from '../docTypes';

/** The document types' names in pt (a file per language: each loads with its language's messages). */
export const pt: Record<DocType, string> = {
  PAYE: 'Recibo de vencimento',
  WCNT: 'Contrato de trabalho',
  CHIN: 'Política de utilização informática',
  FACT: 'Fatura',
};
