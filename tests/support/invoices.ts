import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TInvoiceMeta } from '../../common/schemas/chorusInvoice';
import { makeSiret } from './siret';

/** An official example invoice of tests/fixtures/einvoice (see its README). */
export const invoiceFixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/einvoice/${name}`, import.meta.url));

/** An official example's XML with one exact piece of text replaced; throws when the text is not there. */
export const alteredInvoice = (name: string, from: string, to: string): Buffer => {
  const xml = invoiceFixture(name).toString('utf8');
  if (!xml.includes(from)) throw new Error(`alteredInvoice: ${name} has no ${JSON.stringify(from)}`);
  return Buffer.from(xml.replace(from, to));
};

/** A French supplier's invoice to a French public buyer, sound by every rule; change what the test needs. */
export const makeInvoiceMeta = (overrides: Partial<TInvoiceMeta> = {}): TInvoiceMeta => ({
  kind: 'INVOICE',
  number: 'FA-2026-0042',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  currency: 'EUR',
  supplier: { name: 'Menuiserie Durand & Fils', siret: makeSiret('4'), vatId: 'FR32123456789' },
  buyer: { name: 'Commune de Saint-Léger', siret: makeSiret('2'), vatId: null },
  serviceCode: 'SERV-TECH',
  commitmentNumber: 'EJ-2026-117',
  totalExclTax: 1210.5,
  totalTax: 211.58,
  totalInclTax: 1422.08,
  prepaidAmount: 100,
  netPayable: 1322.08,
  vatBreakdown: [
    { category: 'S', rate: 20, taxableAmount: 1000, taxAmount: 200, exemptionReason: null },
    { category: 'S', rate: 5.5, taxableAmount: 210.5, taxAmount: 11.58, exemptionReason: null },
  ],
  ...overrides,
});

/** A one-page PDF with a line of text: the invoice a supplier's software printed. */
export const invoicePdf = async (): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Facture FA-2026-0042', { x: 50, y: 700, font, size: 14 });
  return pdf.save();
};
