import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SimInvoice, SimStructure } from './simulatorState';

/** The PDF `telecharger/groupe` gives back: a one-page rendering of the invoice as Chorus holds it. */
export const invoicePdf = async (invoice: SimInvoice, supplier?: SimStructure, buyer?: SimStructure) => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${invoice.type} ${invoice.number}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    `${invoice.type === 'AVOIR' ? 'Avoir' : 'Facture'} ${invoice.number} du ${invoice.issueDate}`,
    `Fournisseur : ${supplier?.name ?? '?'} (${supplier?.siret ?? '?'})`,
    `Destinataire : ${buyer?.name ?? '?'} (${buyer?.siret ?? '?'})`,
    `Montant HT : ${invoice.totalExclTax.toFixed(2)} ${invoice.currency}`,
    `Montant TTC : ${invoice.totalInclTax.toFixed(2)} ${invoice.currency}`,
    `Net à payer : ${invoice.netPayable.toFixed(2)} ${invoice.currency}`,
    'Document produit par le simulateur Chorus Pro de Liasse.',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 22, size: 12, font }));
  return Buffer.from(await pdf.save());
};
