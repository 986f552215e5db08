import { describe, expect, it } from 'vitest';
import type { TInvoiceMeta } from '../../common/schemas/chorusInvoice';
import { checkEn16931 } from '../../server/modules/chorus/einvoice/checkEn16931';
import { checkInvoiceDraft } from '../../server/modules/chorus/einvoice/checkInvoiceDraft';
import { makeInvoiceMeta } from '../support/invoices';

type Breakdown = TInvoiceMeta['vatBreakdown'][number];

const rulesOf = (meta: TInvoiceMeta, options = {}) =>
  checkEn16931(meta, options).map(({ rule, field }) => `${rule} ${field}`);

/** An invoice of these breakdown lines alone, its totals summed from them. */
const withBreakdown = (lines: Breakdown[], overrides: Partial<TInvoiceMeta> = {}) => {
  const sum = (amount: (line: Breakdown) => number) =>
    lines.reduce((total, line) => total + Math.round(amount(line) * 100), 0) / 100;
  const totalExclTax = sum((line) => line.taxableAmount);
  const totalTax = sum((line) => line.taxAmount);
  const totalInclTax = Math.round((totalExclTax + totalTax) * 100) / 100;
  return makeInvoiceMeta({
    vatBreakdown: lines,
    totalExclTax,
    totalTax,
    totalInclTax,
    prepaidAmount: 0,
    netPayable: totalInclTax,
    ...overrides,
  });
};
const line = (overrides: Partial<Breakdown>): Breakdown => ({
  category: 'S',
  rate: 20,
  taxableAmount: 100,
  taxAmount: 20,
  exemptionReason: null,
  ...overrides,
});

describe("EN 16931's rules on an invoice's metadata", () => {
  it('finds nothing to say about a sound French invoice to a public buyer, Chorus rules included', () => {
    expect(rulesOf(makeInvoiceMeta(), { chorus: true })).toEqual([]);
  });

  it('rounds the VAT of a breakdown half away from zero to the cent (210.50 at 5.5 % is 11.58)', () => {
    expect(rulesOf(withBreakdown([line({ rate: 5.5, taxableAmount: 210.5, taxAmount: 11.58 })]))).toEqual([]);
    expect(rulesOf(withBreakdown([line({ rate: 5.5, taxableAmount: 210.5, taxAmount: 11.57 })]))).toEqual([
      'BR-CO-17 vatBreakdown.0.taxAmount',
    ]);
  });

  it('adds amounts in cents, so that 0.10 and 0.20 make the 0.30 total exactly', () => {
    const lines = [line({ taxableAmount: 0.1, taxAmount: 0.02 }), line({ taxableAmount: 0.2, taxAmount: 0.04 })];
    expect(
      rulesOf(withBreakdown(lines, { totalExclTax: 0.3, totalTax: 0.06, totalInclTax: 0.36, netPayable: 0.36 })),
    ).toEqual([]);
  });

  it('names each total that does not follow from the others', () => {
    expect(rulesOf(makeInvoiceMeta({ totalExclTax: 1210.51 }))).toEqual([
      'BR-CO-13 totalExclTax',
      'BR-CO-15 totalInclTax',
    ]);
    expect(rulesOf(makeInvoiceMeta({ totalTax: 211.59 }))).toEqual(['BR-CO-14 totalTax', 'BR-CO-15 totalInclTax']);
    expect(rulesOf(makeInvoiceMeta({ netPayable: 1422.08 }))).toEqual(['BR-CO-16 netPayable']);
  });

  it('refuses a due date before the issue date, and a day that is not in the calendar', () => {
    expect(rulesOf(makeInvoiceMeta({ dueDate: '2026-11-01' }))).toEqual(['LIASSE-DUE-BEFORE-ISSUE dueDate']);
    expect(rulesOf(makeInvoiceMeta({ issueDate: '2026-02-30', dueDate: null }))).toEqual([
      'LIASSE-ISSUE-DATE issueDate',
    ]);
  });

  it('wants an exemption reason for an exempt breakdown and none for a standard one', () => {
    expect(rulesOf(withBreakdown([line({ category: 'E', rate: 0, taxAmount: 0 })]))).toEqual([
      'BR-E-10 vatBreakdown.0.exemptionReason',
    ]);
    expect(rulesOf(withBreakdown([line({ exemptionReason: 'Article 261 du CGI' })]))).toEqual([
      'BR-S-10 vatBreakdown.0.exemptionReason',
    ]);
  });

  it('wants a zero rate and no VAT for zero-rated, exempt and reverse-charge breakdowns', () => {
    expect(rulesOf(withBreakdown([line({ category: 'Z', rate: 5.5, taxAmount: 5.5 })]))).toEqual([
      'BR-Z-05 vatBreakdown.0.rate',
      'BR-Z-09 vatBreakdown.0.taxAmount',
    ]);
  });

  it("wants the buyer's VAT number on a reverse charge or intra-community invoice", () => {
    const reverse = line({ category: 'AE', rate: 0, taxAmount: 0, exemptionReason: 'Autoliquidation' });
    expect(rulesOf(withBreakdown([reverse]))).toEqual(['BR-AE-02 buyer.vatId']);
    const intraCommunity = line({ category: 'K', rate: 0, taxAmount: 0, exemptionReason: 'Article 262 ter I' });
    expect(rulesOf(withBreakdown([intraCommunity]))).toEqual(['BR-IC-02 buyer.vatId']);
  });

  it('refuses another VAT category beside one outside the scope of VAT', () => {
    const outside = line({ category: 'O', rate: 0, taxAmount: 0, exemptionReason: 'Hors champ' });
    expect(rulesOf(withBreakdown([outside, line({})]))).toEqual(['BR-O-11 vatBreakdown']);
  });

  it('wants the SIRET of a French supplier, not of a foreign one', () => {
    const supplier = { name: 'Durand', siret: null, vatId: 'FR32123456789' };
    expect(rulesOf(makeInvoiceMeta({ supplier }))).toEqual(['LIASSE-FR-SELLER-SIRET supplier.siret']);
    expect(rulesOf(makeInvoiceMeta({ supplier: { ...supplier, vatId: 'DE123456789' } }))).toEqual([]);
  });

  it("wants the buyer's SIRET only for an invoice sent through Chorus Pro", () => {
    const meta = makeInvoiceMeta({ buyer: { name: 'Commune', siret: null, vatId: null } });
    expect(rulesOf(meta)).toEqual([]);
    expect(rulesOf(meta, { chorus: true })).toEqual(['LIASSE-CHORUS-BUYER-SIRET buyer.siret']);
  });
});

describe("what a file yielded, before it is an invoice's metadata", () => {
  it('names the mandatory fields missing and gives no metadata', () => {
    const { meta, violations } = checkInvoiceDraft({ ...makeInvoiceMeta(), number: undefined, issueDate: undefined });
    expect(meta).toBeNull();
    expect(violations.map(({ rule, field }) => `${rule} ${field}`)).toEqual(['BR-02 number', 'BR-03 issueDate']);
  });

  it('names a value the contract refuses under FORMAT, with its field', () => {
    const { meta, violations } = checkInvoiceDraft({ ...makeInvoiceMeta(), number: 'F'.repeat(25) });
    expect(meta).toBeNull();
    expect(violations).toEqual([{ rule: 'FORMAT', field: 'number', message: expect.stringContaining('number') }]);
  });
});
