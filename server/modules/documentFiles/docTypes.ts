import type { DocType } from '../../../common/docTypes';

/** How campaigns treat each document type (spec section 9): payslips are per employee and per month. */
export const DOC_TYPE_INFO: Record<DocType, { autoDetection: boolean; periodic: boolean }> = {
  PAYE: { autoDetection: true, periodic: true },
  WCNT: { autoDetection: false, periodic: false },
  CHIN: { autoDetection: false, periodic: false },
  FACT: { autoDetection: false, periodic: false },
};
