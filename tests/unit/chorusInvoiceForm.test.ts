import { describe, expect, it } from 'vitest';
import { ZInvoiceMeta, type TInvoiceMeta } from '../../common/schemas/chorusInvoice';
import { formatAmount } from '../../src/resources/chorus/formatAmount';
import { formErrorsOf, formValuesOf, invoiceMetaOf } from '../../src/resources/chorus/invoiceForm';

const makeInvoiceMeta = (overrides: Partial<TInvoiceMeta> = {}): TInvoiceMeta => ({
  kind: 'INVOICE',
  number: 'F-2026-001',
  issueDate: '2026-11-20',
  dueDate: null,
  currency: 'EUR',
  supplier: { name: 'Liasse Démo Lyon', siret: '84123456700037', vatId: null },
  buyer: { name: 'Mairie de Lyon', siret: '21690123100011', vatId: null },
  serviceCode: null,
  commitmentNumber: 'EJ-42',
  totalExclTax: 100,
  totalTax: 20,
  totalInclTax: 120,
  prepaidAmount: 0,
  netPayable: 120,
  vatBreakdown: [{ category: 'S', rate: 20, taxableAmount: 100, taxAmount: 20, exemptionReason: null }],
  ...overrides,
});

describe('the Chorus invoice form', () => {
  it("an electronic invoice's metadata comes back unchanged once through the form", () => {
    const meta = makeInvoiceMeta();
    expect(invoiceMetaOf(formValuesOf(meta))).toEqual(meta);
  });

  it("a plain PDF's empty form starts with one standard-rate VAT line and the euro", () => {
    const values = formValuesOf({});
    expect(values.currency).toBe('EUR');
    expect(values.vatBreakdown).toEqual([
      { category: 'S', rate: 20, taxableAmount: null, taxAmount: null, exemptionReason: '' },
    ]);
  });

  it('fields left blank or emptied go as nulls, and typed amounts as whole cents the server accepts', () => {
    const values = {
      ...formValuesOf(makeInvoiceMeta()),
      commitmentNumber: '  ',
      // react-admin's inputs hold null once emptied.
      dueDate: null,
      serviceCode: null,
      totalExclTax: 0.1 + 0.2,
      currency: 'eur',
    };
    const meta = invoiceMetaOf(values);
    expect(meta.commitmentNumber).toBeNull();
    expect(meta.dueDate).toBeNull();
    expect(meta.serviceCode).toBeNull();
    expect(meta.totalExclTax).toBe(0.3);
    expect(meta.currency).toBe('EUR');
    expect(ZInvoiceMeta.safeParse(meta).success).toBe(true);
  });

  it("the server's rule ids land under their fields, in a sentence when the rule is a common one", () => {
    expect(formErrorsOf({ totalInclTax: 'BR-CO-15', 'vatBreakdown.0.taxAmount': 'BR-XX-99' })).toEqual({
      totalInclTax: 'resources.chorus.rules.BR-CO-15',
      'vatBreakdown.0.taxAmount': 'BR-XX-99',
    });
  });

  it("amounts are written in the user's language with the invoice's currency", () => {
    expect(formatAmount(1234.5, 'EUR', 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatAmount(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatAmount(null, 'EUR', 'fr')).toBeNull();
  });
});
