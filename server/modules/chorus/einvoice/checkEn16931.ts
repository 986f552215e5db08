import type { TInvoiceMeta, TInvoiceViolation } from '../../../../common/schemas/chorusInvoice';
import { CHORUS_RULES, INVOICE_RULES, LINE_RULES, type InvoiceRule } from './en16931Rules';

export type CheckOptions = {
  /** The invoice goes to a public buyer through Chorus Pro: its rules apply too. */
  chorus?: boolean;
};

/** The rules of en16931Rules.ts that an invoice's metadata breaks, in the table's order. */
export const checkEn16931 = (meta: TInvoiceMeta, options: CheckOptions = {}): TInvoiceViolation[] => {
  const invoiceRules: InvoiceRule[] = options.chorus ? [...INVOICE_RULES, ...CHORUS_RULES] : INVOICE_RULES;
  const violations: TInvoiceViolation[] = invoiceRules
    .filter((rule) => rule.broken(meta))
    .map(({ rule, field, message }) => ({ rule, field, message }));
  meta.vatBreakdown.forEach((entry, index) => {
    for (const { rule, field, message, broken } of LINE_RULES) {
      if (broken(entry)) violations.push({ rule, field: `vatBreakdown.${index}.${field}`, message });
    }
  });
  return violations;
};
