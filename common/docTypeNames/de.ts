import type { DocType } from '../docTypes';

/** The document types' names in de (a file per language: each loads with its language's messages). */
export const de: Record<DocType, string> = {
  PAYE: 'Gehaltsabrechnung',
  WCNT: 'Arbeitsvertrag',
  CHIN: 'IT-Nutzungsrichtlinie',
  FACT: 'Rechnung',
};
