import { describe, expect, it } from 'vitest';
import { readInvoice } from '../../server/modules/chorus/einvoice/readInvoice';
import { UnreadableInvoice } from '../../server/modules/chorus/einvoice/unreadableInvoice';
import { alteredInvoice, invoiceFixture, invoicePdf } from '../support/invoices';

const rulesOf = (result: { violations: { rule: string; field: string | null }[] }) =>
  result.violations.map(({ rule, field }) => `${rule} ${field}`);

const unreadable = async (bytes: Uint8Array, fileName: string) => {
  const error = await readInvoice(bytes, fileName).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UnreadableInvoice);
  return (error as UnreadableInvoice).reason;
};

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&lol9;</ID></Invoice>`;

const XXE = `<?xml version="1.0"?>
<!DOCTYPE Invoice [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&secret;</ID></Invoice>`;

describe('reading an electronic invoice', () => {
  it("reads CEN's CII example into the invoice metadata, breaking no rule", async () => {
    const result = await readInvoice(invoiceFixture('cii-example1.xml'), 'facture.xml');
    expect(result.format).toBe('CII');
    expect(result.meta).toMatchObject({
      kind: 'INVOICE',
      number: '12115118',
      issueDate: '2015-01-09',
      currency: 'EUR',
      supplier: { name: 'De Koksmaat', vatId: 'NL8200.98.395.B.01' },
      buyer: { name: 'ODIN 59' },
      totalExclTax: 229.6,
      totalTax: 20.73,
      totalInclTax: 250.33,
      netPayable: 250.33,
      vatBreakdown: [
        { category: 'S', rate: 6, taxableAmount: 183.23, taxAmount: 10.99 },
        { category: 'S', rate: 21, taxableAmount: 46.37, taxAmount: 9.74 },
      ],
    });
    expect(result.violations).toEqual([]);
    expect(result.xml).toContain('CrossIndustryInvoice');
  });

  it("reads CEN's UBL example to the same metadata as its CII twin", async () => {
    const ubl = await readInvoice(invoiceFixture('ubl-example1.xml'), 'facture.xml');
    const cii = await readInvoice(invoiceFixture('cii-example1.xml'), 'facture.xml');
    expect(ubl.format).toBe('UBL');
    expect(ubl.violations).toEqual([]);
    expect(ubl.meta).toEqual(cii.meta);
  });

  it('reads a UBL credit note with an exempt VAT breakdown and its reason', async () => {
    const result = await readInvoice(invoiceFixture('ubl-creditnote1.xml'), 'avoir.xml');
    expect(result.violations).toEqual([]);
    expect(result.meta).toMatchObject({
      kind: 'CREDIT_NOTE',
      number: '018304 / 28865',
      supplier: { name: 'My Supplier Company', vatId: 'BE0000000196' },
      buyer: { name: 'My Customer Company', vatId: 'BE0000000295' },
      totalInclTax: 100.11,
      vatBreakdown: [{ category: 'E', rate: 0, taxAmount: 0, exemptionReason: 'Taxes are not applicable' }],
    });
  });

  it("reads a Factur-X PDF's embedded XML, the French supplier's SIRET and the Chorus references", async () => {
    const result = await readInvoice(invoiceFixture('facturx-en16931.pdf'), 'facture.pdf');
    expect(result.format).toBe('FACTURX');
    expect(result.violations).toEqual([]);
    expect(result.meta).toMatchObject({
      number: 'F20260023',
      issueDate: '2026-01-31',
      dueDate: '2026-03-02',
      supplier: { name: 'LE FOURNISSEUR', siret: '12345678200077', vatId: 'FR11123456782' },
      buyer: { name: 'LE CLIENT' },
      serviceCode: 'SERVEXEC',
      commitmentNumber: 'PO201925478',
      totalInclTax: 104.9,
    });
  });

  it('takes a plain PDF as one whose metadata is to be typed in', async () => {
    expect(await readInvoice(await invoicePdf(), 'facture.pdf')).toEqual({
      format: 'PDF',
      meta: null,
      partial: {},
      violations: [],
      xml: null,
    });
  });

  it('names BR-CO-15 and BR-CO-16 when the total with VAT does not add up', async () => {
    const file = alteredInvoice(
      'cii-example1.xml',
      '<ram:GrandTotalAmount>250.33</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>251.33</ram:GrandTotalAmount>',
    );
    expect(rulesOf(await readInvoice(file, 'facture.xml'))).toEqual(['BR-CO-15 totalInclTax', 'BR-CO-16 netPayable']);
  });

  it("names BR-CO-17 on the breakdown line and BR-CO-14 on the total when a VAT amount is not the rate's", async () => {
    const file = alteredInvoice(
      'ubl-example1.xml',
      '<cbc:TaxAmount currencyID="EUR">10.99</cbc:TaxAmount>',
      '<cbc:TaxAmount currencyID="EUR">11.99</cbc:TaxAmount>',
    );
    expect(rulesOf(await readInvoice(file, 'facture.xml'))).toEqual([
      'BR-CO-14 totalTax',
      'BR-CO-17 vatBreakdown.0.taxAmount',
    ]);
  });

  it('names BR-07 and keeps what it read when the buyer has no name', async () => {
    const result = await readInvoice(alteredInvoice('cii-example1.xml', '<ram:Name>ODIN 59</ram:Name>', ''), 'f.xml');
    expect(rulesOf(result)).toEqual(['BR-07 buyer.name']);
    expect(result.meta).toBeNull();
    expect(result.partial).toMatchObject({ number: '12115118', supplier: { name: 'De Koksmaat' } });
  });

  it('names BR-E-10 when an exempt breakdown gives no exemption reason', async () => {
    const file = alteredInvoice(
      'ubl-creditnote1.xml',
      '<cbc:TaxExemptionReason>Taxes are not applicable</cbc:TaxExemptionReason>',
      '',
    );
    expect(rulesOf(await readInvoice(file, 'avoir.xml'))).toEqual(['BR-E-10 vatBreakdown.0.exemptionReason']);
  });

  it("reports an element the official XSD does not allow as an XSD violation with libxml2's message", async () => {
    const file = alteredInvoice(
      'cii-example1.xml',
      '<ram:GrandTotalAmount>',
      '<ram:UnknownAmount>1</ram:UnknownAmount><ram:GrandTotalAmount>',
    );
    const result = await readInvoice(file, 'facture.xml');
    expect(result.violations).toEqual([
      { rule: 'XSD', field: null, message: expect.stringContaining('UnknownAmount') },
    ]);
    expect(result.meta).not.toBeNull();
  });

  it('refuses an XML with an external entity (XXE) before reading it', async () => {
    expect(await unreadable(Buffer.from(XXE), 'facture.xml')).toBe('doctype');
  });

  it('refuses an entity expansion bomb (billion laughs) before expanding anything', async () => {
    expect(await unreadable(Buffer.from(BILLION_LAUGHS), 'facture.xml')).toBe('doctype');
  });

  it('refuses elements nested 100,000 deep as malformed XML', async () => {
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`;
    expect(await unreadable(Buffer.from(deep), 'facture.xml')).toBe('malformed_xml');
  });

  it('refuses an XML that is no invoice syntax, and one that is not well-formed', async () => {
    expect(await unreadable(Buffer.from('<?xml version="1.0"?><Order/>'), 'commande.xml')).toBe('unknown_xml');
    expect(await unreadable(Buffer.from('<Invoice><ID>1</Invoice>'), 'facture.xml')).toBe('malformed_xml');
  });

  it('refuses a Factur-X cut in the middle as a broken PDF', async () => {
    const file = invoiceFixture('facturx-en16931.pdf');
    expect(await unreadable(file.subarray(0, file.byteLength >> 1), 'facture.pdf')).toBe('malformed_pdf');
  });
});
