import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeFacturX } from '../../server/modules/chorus/einvoice/makeFacturX';
import { readInvoice } from '../../server/modules/chorus/einvoice/readInvoice';
import { invoiceFixture, invoicePdf, makeInvoiceMeta } from '../support/invoices';

/** The catalog's associated files and its XMP, as a PDF/A-3 checker reads them. */
const facturXParts = async (bytes: Uint8Array) => {
  const pdf = await PDFDocument.load(bytes);
  const associated = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
  const metadata = pdf.catalog.lookup(PDFName.of('Metadata'));
  if (!(metadata instanceof PDFRawStream)) throw new Error('The catalog has no XMP stream');
  return {
    associated: associated.asArray().map((ref) => pdf.context.lookup(ref, PDFDict)),
    xmp: Buffer.from(metadata.contents).toString('utf8'),
  };
};

describe('making a Factur-X', () => {
  it('reads back to the same metadata, breaking no rule and passing the XSD', async () => {
    const meta = makeInvoiceMeta();
    const result = await readInvoice(await makeFacturX(await invoicePdf(), meta), 'facture.pdf');
    expect(result.format).toBe('FACTURX');
    expect(result.violations).toEqual([]);
    expect(result.meta).toEqual(meta);
  });

  it('keeps a credit note, an exemption reason and a breakdown outside the scope of VAT through the round trip', async () => {
    const meta = makeInvoiceMeta({
      kind: 'CREDIT_NOTE',
      dueDate: null,
      serviceCode: null,
      commitmentNumber: null,
      supplier: { name: 'Cabinet <Martin> & Associés', siret: null, vatId: 'DE123456789' },
      totalExclTax: 500,
      totalTax: 0,
      totalInclTax: 500,
      prepaidAmount: 0,
      netPayable: 500,
      vatBreakdown: [
        { category: 'O', rate: 0, taxableAmount: 500, taxAmount: 0, exemptionReason: 'Hors champ, article 259-1' },
      ],
    });
    const result = await readInvoice(await makeFacturX(await invoicePdf(), meta), 'avoir.pdf');
    expect(result.violations).toEqual([]);
    expect(result.meta).toEqual(meta);
  });

  it('embeds factur-x.xml as the Data of the document and declares Factur-X EN 16931 in a PDF/A-3 XMP', async () => {
    const { associated, xmp } = await facturXParts(await makeFacturX(await invoicePdf(), makeInvoiceMeta()));
    expect(associated).toHaveLength(1);
    expect(associated[0]!.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Data'));
    expect(associated[0]!.lookup(PDFName.of('UF'))?.toString()).toBe('(factur-x.xml)');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
  });

  it("replaces a Factur-X's invoice XML rather than adding a second one", async () => {
    const meta = makeInvoiceMeta({ number: 'REFAITE-1' });
    const remade = await makeFacturX(invoiceFixture('facturx-en16931.pdf'), meta);
    expect((await readInvoice(remade, 'facture.pdf')).meta).toEqual(meta);
    expect((await facturXParts(remade)).associated).toHaveLength(1);
  });
});
