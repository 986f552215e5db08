import type { TInvoiceMeta } from '../../../../common/schemas/chorusInvoice';
import { cents, sumCents, vatCents } from './invoiceCents';

/**
 * The rules checked on an invoice's metadata, one line each: EN 16931's business rules that its
 * fields can tell (TInvoiceMeta has no lines, allowances or charges: the VAT breakdown stands for
 * them), the calendar, and the French rules of the Chorus Pro context. Ids are EN 16931's where
 * the rule is one of its own; ours start with LIASSE-.
 */
type Line = TInvoiceMeta['vatBreakdown'][number];
type Category = Line['category'];

/** A field the invoice must have (checked on what a file yielded, before the other rules). */
export type MandatoryRule = { rule: string; field: string; message: string };
export type InvoiceRule = MandatoryRule & { broken: (meta: TInvoiceMeta) => boolean };
/** A rule on each VAT breakdown line; its field is relative to the line ('vatBreakdown.<i>.<field>'). */
export type LineRule = MandatoryRule & { broken: (line: Line) => boolean };

const must = (rule: string, field: string, message: string): MandatoryRule => ({ rule, field, message });
const invoice = (rule: string, field: string, message: string, broken: InvoiceRule['broken']): InvoiceRule => ({
  rule,
  field,
  message,
  broken,
});
const line = (rule: string, field: string, message: string, broken: LineRule['broken']): LineRule => ({
  rule,
  field,
  message,
  broken,
});

const has = (meta: TInvoiceMeta, category: Category) => meta.vatBreakdown.some((entry) => entry.category === category);
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
/** A French supplier is known by its French VAT number. */
const isFrench = (party: TInvoiceMeta['supplier']) => party.vatId?.toUpperCase().startsWith('FR') ?? false;

export const MANDATORY_RULES: MandatoryRule[] = [
  must('BR-02', 'number', 'An invoice shall have an invoice number (BT-1)'),
  must('BR-03', 'issueDate', 'An invoice shall have an issue date (BT-2)'),
  must('BR-04', 'kind', 'An invoice shall have an invoice type code (BT-3)'),
  must('BR-05', 'currency', 'An invoice shall have an invoice currency code (BT-5)'),
  must('BR-06', 'supplier.name', 'An invoice shall contain the seller name (BT-27)'),
  must('BR-07', 'buyer.name', 'An invoice shall contain the buyer name (BT-44)'),
  must('BR-13', 'totalExclTax', 'An invoice shall have the invoice total amount without VAT (BT-109)'),
  must('BR-14', 'totalInclTax', 'An invoice shall have the invoice total amount with VAT (BT-112)'),
  must('BR-15', 'netPayable', 'An invoice shall have the amount due for payment (BT-115)'),
  must('BR-CO-14', 'totalTax', 'An invoice shall have the invoice total VAT amount (BT-110)'),
  must('BR-CO-18', 'vatBreakdown', 'An invoice shall have at least one VAT breakdown group (BG-23)'),
];

export const INVOICE_RULES: InvoiceRule[] = [
  invoice(
    'LIASSE-ISSUE-DATE',
    'issueDate',
    'The issue date (BT-2) is a real calendar day',
    (m) => !isRealDay(m.issueDate),
  ),
  invoice(
    'LIASSE-DUE-DATE',
    'dueDate',
    'The due date (BT-9) is a real calendar day',
    (m) => m.dueDate !== null && !isRealDay(m.dueDate),
  ),
  invoice(
    'LIASSE-DUE-BEFORE-ISSUE',
    'dueDate',
    'The due date (BT-9) is not before the issue date (BT-2)',
    (m) => m.dueDate !== null && m.dueDate < m.issueDate,
  ),
  invoice(
    'BR-CO-13',
    'totalExclTax',
    'Total without VAT (BT-109) = sum of the VAT breakdown taxable amounts (BT-116)',
    (m) => cents(m.totalExclTax) !== sumCents(m.vatBreakdown, (entry) => entry.taxableAmount),
  ),
  invoice(
    'BR-CO-14',
    'totalTax',
    'Total VAT (BT-110) = sum of the VAT breakdown tax amounts (BT-117)',
    (m) => cents(m.totalTax) !== sumCents(m.vatBreakdown, (entry) => entry.taxAmount),
  ),
  invoice(
    'BR-CO-15',
    'totalInclTax',
    'Total with VAT (BT-112) = total without VAT (BT-109) + total VAT (BT-110)',
    (m) => cents(m.totalInclTax) !== cents(m.totalExclTax) + cents(m.totalTax),
  ),
  invoice(
    'BR-CO-16',
    'netPayable',
    'Amount due (BT-115) = total with VAT (BT-112) - paid amount (BT-113)',
    (m) => cents(m.netPayable) !== cents(m.totalInclTax) - cents(m.prepaidAmount),
  ),
  invoice(
    'BR-S-02',
    'supplier.vatId',
    'A standard rated invoice shall contain the seller VAT identifier (BT-31)',
    (m) => has(m, 'S') && !m.supplier.vatId,
  ),
  invoice(
    'BR-Z-02',
    'supplier.vatId',
    'A zero rated invoice shall contain the seller VAT identifier (BT-31)',
    (m) => has(m, 'Z') && !m.supplier.vatId,
  ),
  invoice(
    'BR-E-02',
    'supplier.vatId',
    'An exempt invoice shall contain the seller VAT identifier (BT-31)',
    (m) => has(m, 'E') && !m.supplier.vatId,
  ),
  invoice(
    'BR-AE-02',
    'buyer.vatId',
    'A reverse charge invoice shall contain the seller and buyer VAT identifiers',
    (m) => has(m, 'AE') && (!m.supplier.vatId || !m.buyer.vatId),
  ),
  invoice(
    'BR-IC-02',
    'buyer.vatId',
    'An intra-community supply shall contain the seller and buyer VAT identifiers',
    (m) => has(m, 'K') && (!m.supplier.vatId || !m.buyer.vatId),
  ),
  invoice(
    'BR-G-02',
    'supplier.vatId',
    'An export invoice shall contain the seller VAT identifier (BT-31)',
    (m) => has(m, 'G') && !m.supplier.vatId,
  ),
  invoice(
    'BR-O-11',
    'vatBreakdown',
    'An invoice not subject to VAT (O) has no other VAT breakdown group',
    (m) => has(m, 'O') && m.vatBreakdown.length > 1,
  ),
  invoice(
    'LIASSE-FR-SELLER-SIRET',
    'supplier.siret',
    'A French supplier gives its SIRET',
    (m) => isFrench(m.supplier) && !m.supplier.siret,
  ),
];

const ZERO_RATED: Category[] = ['Z', 'E', 'AE', 'K', 'G', 'O'];
const NEEDS_REASON: Category[] = ['E', 'AE', 'K', 'G', 'O'];
/** EN 16931's prefix for each category's rules (K's are BR-IC-*). */
const PREFIX: Partial<Record<Category, string>> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
};
const byCategory = (
  suffix: string,
  field: string,
  message: string,
  categories: Category[],
  broken: LineRule['broken'],
) =>
  categories.map((category) =>
    line(
      `${PREFIX[category]}-${suffix}`,
      field,
      `${message} (category ${category})`,
      (entry) => entry.category === category && broken(entry),
    ),
  );

export const LINE_RULES: LineRule[] = [
  line(
    'BR-CO-17',
    'taxAmount',
    'VAT amount (BT-117) = taxable amount (BT-116) x rate (BT-119) / 100, rounded to two decimals',
    (entry) => cents(entry.taxAmount) !== vatCents(cents(entry.taxableAmount), entry.rate),
  ),
  line(
    'BR-S-05',
    'rate',
    'A standard rated VAT breakdown has a rate above zero',
    (entry) => entry.category === 'S' && entry.rate <= 0,
  ),
  ...byCategory('05', 'rate', 'The VAT rate is 0', ZERO_RATED, (entry) => entry.rate !== 0),
  ...byCategory('09', 'taxAmount', 'The VAT amount is 0', ZERO_RATED, (entry) => cents(entry.taxAmount) !== 0),
  ...byCategory(
    '10',
    'exemptionReason',
    'An exemption reason (BT-120 or BT-121) is given',
    NEEDS_REASON,
    (entry) => !entry.exemptionReason?.trim(),
  ),
  ...byCategory('10', 'exemptionReason', 'No exemption reason is given', ['S', 'Z'], (entry) =>
    Boolean(entry.exemptionReason?.trim()),
  ),
];

/** Chorus Pro routes an invoice to the buyer's structure by its SIRET. */
export const CHORUS_RULES: InvoiceRule[] = [
  invoice(
    'LIASSE-CHORUS-BUYER-SIRET',
    'buyer.siret',
    'An invoice sent through Chorus Pro gives the buyer SIRET',
    (m) => !m.buyer.siret,
  ),
];
