/** Spec section 9: payslips, employment contracts, IT charters. */
export const DOC_TYPES = ['PAYE', 'WCNT', 'CHIN'] as const;
export type DocType = (typeof DOC_TYPES)[number];
