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

/** A one-page A4 PDF with a title, the visible part of an invoice; `pdf` to attach an XML to it. */
export const makePdf = async (title: string) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return { pdf, bytes: async () => new Uint8Array(await pdf.save()) };
};

/** The invoice a supplier's software printed, as a plain PDF. */
export const invoicePdf = async (): Promise<Uint8Array> => (await makePdf('Facture FA-2026-0042')).bytes();
