/** Spec section 9: payslips, employment contracts, IT charters; and invoices, filed by Chorus Pro. */
export const DOC_TYPES = ['PAYE', 'WCNT', 'CHIN', 'FACT'] as const;
export type DocType = (typeof DOC_TYPES)[number];
