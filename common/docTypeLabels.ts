import type { DocType } from './docTypes';
import type { Locale } from './locales';

/** Each document type's name in each language: the screens' (liasse.doc_types) and the employee export's index. */
export const DOC_TYPE_LABELS: Record<Locale, Record<DocType, string>> = {
  fr: {
    PAYE: 'Bulletin de paie',
    WCNT: 'Contrat de travail',
    CHIN: 'Charte informatique',
    FACT: 'Facture',
  },
  en: {
    PAYE: 'Payslip',
    WCNT: 'Employment contract',
    CHIN: 'IT charter',
    FACT: 'Invoice',
  },
  es: {
    PAYE: 'Nómina',
    WCNT: 'Contrato de trabajo',
    CHIN: 'Política de uso informático',
    FACT: 'Factura',
  },
  pt: {
    PAYE: 'Recibo de vencimento',
    WCNT: 'Contrato de trabalho',
    CHIN: 'Política de utilização informática',
    FACT: 'Fatura',
  },
  de: {
    PAYE: 'Gehaltsabrechnung',
    WCNT: 'Arbeitsvertrag',
    CHIN: 'IT-Nutzungsrichtlinie',
    FACT: 'Rechnung',
  },
  nl: {
    PAYE: 'Loonstrook',
    WCNT: 'Arbeidsovereenkomst',
    CHIN: 'IT-gedragscode',
    FACT: 'Factuur',
  },
};
