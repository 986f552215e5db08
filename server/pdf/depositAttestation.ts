import { PDFDocument, rgb } from 'pdf-lib';
import { embedLetterFonts, type Face } from './letterFonts';

/** What the attestation states about one deposit (dates already written out in French). */
export type Deposit = {
  organizationName: string;
  fileName: string;
  docType: string;
  recipient: string | null;
  senderName: string;
  depositedAt: string;
  pages: number;
  size: number;
  sha256: string;
  issuedAt: string;
};

const MM = 72 / 25.4;
const A4: [number, number] = [210 * MM, 297 * MM];
const MARGIN = 20 * MM;
const INK = rgb(0.1, 0.1, 0.2);

/** One A4 page attesting that a file was deposited in the safe, by whom, when, and with which fingerprint. */
export const renderDepositAttestation = async (deposit: Deposit): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Attestation de dépôt – ${deposit.fileName}`);
  pdf.setCreator('Liasse');
  const fonts = await embedLetterFonts(pdf);
  const page = pdf.addPage(A4);
  const line = (text: string, x: number, top: number, { face = 'regular' as Face, size = 10.5 } = {}) => {
    let left = x;
    for (const run of fonts.runs(text, face)) {
      page.drawText(run.text, { x: left, y: A4[1] - top, font: run.font, size, color: INK });
      left += fonts.width(run, size);
    }
  };
  line(deposit.organizationName, MARGIN, MARGIN, { face: 'bold', size: 11 });
  line('Portail documentaire Liasse', MARGIN, MARGIN + 5 * MM);
  line('Attestation de dépôt', MARGIN, 50 * MM, { face: 'bold', size: 16 });
  line(
    'Le coffre-fort documentaire atteste que le fichier décrit ci-dessous y a été déposé et conservé à l’identique.',
    MARGIN,
    62 * MM,
    { size: 9.5 },
  );
  const rows: [string, string][] = [
    ['Organisation', deposit.organizationName],
    ['Fichier', deposit.fileName],
    ['Type de document', deposit.docType],
    ['Destinataire', deposit.recipient ?? '—'],
    ['Déposé par', deposit.senderName],
    ['Date du dépôt', deposit.depositedAt],
    ['Pages', String(deposit.pages)],
    ['Taille', `${deposit.size.toLocaleString('fr-FR')} octets`],
  ];
  let top = 78 * MM;
  for (const [label, value] of rows) {
    line(label, MARGIN, top);
    line(value.slice(0, 90), MARGIN + 45 * MM, top, { face: 'bold' });
    top += 8 * MM;
  }
  line('Empreinte SHA-256', MARGIN, top);
  page.drawText(deposit.sha256, { x: MARGIN + 45 * MM, y: A4[1] - top, font: fonts.mono, size: 8.5, color: INK });
  line(
    'Le fichier téléchargé depuis le portail a cette empreinte : tout changement d’un seul octet la modifierait.',
    MARGIN,
    top + 14 * MM,
    { size: 9.5 },
  );
  line(`Attestation délivrée le ${deposit.issuedAt}.`, MARGIN, top + 24 * MM, { size: 9.5 });
  return pdf.save();
};
