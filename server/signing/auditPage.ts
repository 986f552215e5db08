import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFOperator } from 'pdf-lib';
import { commonName } from './cms';
import { embedHelvetica, FONT_NAME, type Helvetica } from './helvetica';
import { openForUpdate, writeUpdate, type PdfUpdate } from './incrementalUpdate';
import { contentsBytes, signPrepared, type Sealer } from './padesSigner';
import { addSignatureField, type Rect } from './signatureField';
import { frenchDateTime } from './stampDate';

/** One signatory's step as the audit trail recorded it. */
export type AuditEntry = {
  signerName: string;
  signerEmail: string;
  reason: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of the document before and after this step's signature. */
  sha256Before: string;
  sha256After: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const SEAL_RECT: Rect = [MARGIN, MARGIN, MARGIN + 260, MARGIN + 52];
/** The last page keeps this much free at its foot for the seal's stamp. */
const SEAL_ROOM = 80;

/** Lines of the certificate, each with its size and the space above it. */
type Line = { text: string; size: number; before: number };

const linesOf = (entries: AuditEntry[]): Line[] => [
  { text: 'Certificat de signature', size: 16, before: 0 },
  {
    text: 'Chaque étape ci-dessous a été signée électroniquement (PAdES) dans ce document ;',
    size: 9,
    before: 10,
  },
  { text: 'ce certificat est scellé à son tour par la plateforme, après la dernière signature.', size: 9, before: 3 },
  ...entries.flatMap((entry, index): Line[] => [
    { text: `Étape ${index + 1} — ${entry.signerName} <${entry.signerEmail}>`, size: 11, before: 18 },
    { text: `Signé le ${frenchDateTime(entry.signedAt)} · Motif : ${entry.reason}`, size: 9, before: 4 },
    { text: `Adresse IP : ${entry.ip}`, size: 9, before: 3 },
    { text: `Navigateur : ${entry.userAgent}`, size: 9, before: 3 },
    { text: `SHA-256 avant : ${entry.sha256Before}`, size: 8, before: 3 },
    { text: `SHA-256 après : ${entry.sha256After}`, size: 8, before: 3 },
  ]),
];

/** The lines laid out on as many pages as they need, as each page's operators. */
const layout = (helvetica: Helvetica, lines: Line[]): PDFOperator[][] => {
  const pages: PDFOperator[][] = [[]];
  let y = A4.height - MARGIN;
  for (const line of lines) {
    helvetica.wrap(line.text, line.size, WIDTH).forEach((text, index) => {
      y -= (index === 0 ? line.before : 2) + line.size;
      if (y < MARGIN) {
        pages.push([]);
        y = A4.height - MARGIN - line.size;
      }
      pages.at(-1)!.push(...helvetica.line(text, MARGIN, y, line.size));
    });
  }
  if (y < MARGIN + SEAL_ROOM) pages.push([]);
  return pages;
};

/** Appends a page at the end of the page tree, under its root; returns it and the objects it changed. */
const appendPage = (update: PdfUpdate, helvetica: Helvetica, operators: PDFOperator[]) => {
  const { context, catalog } = update.pdf;
  const rootRef = catalog.get(PDFName.of('Pages')) as PDFRef;
  const root = context.lookup(rootRef, PDFDict);
  const node = context.obj({
    Type: 'Page',
    Parent: rootRef,
    MediaBox: [0, 0, A4.width, A4.height],
    Resources: { Font: { [FONT_NAME]: helvetica.font.ref } },
    Contents: context.register(context.contentStream(operators)),
  });
  const ref = context.register(node);
  const kids = root.get(PDFName.of('Kids'));
  context.lookup(kids, PDFArray).push(ref);
  const count = context.lookup(root.get(PDFName.of('Count')), PDFNumber).asNumber();
  root.set(PDFName.of('Count'), PDFNumber.of(count + 1));
  return { ref, node, changed: kids instanceof PDFRef ? [rootRef, kids] : [rootRef] };
};

/**
 * Appends the audit certificate — every step: who, email, when, IP, browser, SHA-256 before and
 * after — and seals it with the platform's identity, in ONE incremental update after the last
 * signatory. The design keeps every signature valid for pdfsig: the signatories' signatures each
 * cover the bytes up to their own update and the new page only adds objects after them; the seal
 * covers the whole file, audit page included, so the certificate cannot be altered unnoticed.
 */
export const appendAuditPage = async (bytes: Uint8Array, entries: AuditEntry[], sealer: Sealer): Promise<Buffer> => {
  const update = await openForUpdate(bytes);
  const helvetica = await embedHelvetica(update.pdf);
  const pages = layout(helvetica, linesOf(entries)).map((operators) => appendPage(update, helvetica, operators));
  const last = pages.at(-1)!;
  const signedAt = new Date();
  const sealName = commonName(sealer.identity.certificate);
  const changed = addSignatureField(update, helvetica, {
    page: last,
    rect: SEAL_RECT,
    stamp: [`Scellé par ${sealName}`, `le ${frenchDateTime(signedAt)}`, 'Motif : certificat de signature'],
    name: sealName,
    reason: 'Certificat de signature',
    signedAt,
    contentsBytes: contentsBytes(sealer),
  });
  return signPrepared(writeUpdate(update, [...pages.flatMap((page) => page.changed), ...changed]), sealer);
};
