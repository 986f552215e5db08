import type { TInvoiceDraft } from '../../../common/schemas/chorusInvoice';
import { isRealDay } from '../../../common/schemas/paging';

/** numeric(15, 2) holds less than 10^13. */
const amount = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && Math.abs(value) < 1e13 ? value : null;

const text = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * An invoice's metadata (whole, or what a file gave of it) as the columns the lists show and sort
 * by; what a column cannot hold (a day that is none, an amount too large) is left out, for the
 * form to correct.
 */
export const invoiceColumnsOf = (meta: TInvoiceDraft) => ({
  kind: meta.kind,
  number: text(meta.number, 200),
  issue_date: meta.issueDate && isRealDay(meta.issueDate) ? meta.issueDate : null,
  currency: meta.currency && /^[A-Z]{3}$/.test(meta.currency) ? meta.currency : undefined,
  supplier_name: text(meta.supplier?.name, 200),
  supplier_siret: text(meta.supplier?.siret, 14),
  buyer_name: text(meta.buyer?.name, 200),
  buyer_siret: text(meta.buyer?.siret, 14),
  service_code: text(meta.serviceCode, 100),
  commitment_number: text(meta.commitmentNumber, 50),
  total_excl_tax: amount(meta.totalExclTax),
  total_incl_tax: amount(meta.totalInclTax),
  net_payable: amount(meta.netPayable),
});
