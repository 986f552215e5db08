import { PDFArray, PDFDict, PDFName, PDFString, type PDFDocument, type PDFObject, type PDFRef } from 'pdf-lib';
import type { TInvoiceMeta } from '../../../../common/schemas/chorusInvoice';
import { ciiFromMeta } from './ciiFromMeta';
import { INVOICE_ATTACHMENT_NAMES, openPdf } from './embeddedInvoiceXml';
import { facturxXmp } from './facturxXmp';

const FACTURX_FILE_NAME = 'factur-x.xml';

const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** The embedded file and its specification, related to the document as its Data (Factur-X 1.0). */
const embedXml = (pdf: PDFDocument, xml: Uint8Array, date: Date): PDFRef => {
  const { context } = pdf;
  const file = context.flateStream(xml, {
    Type: 'EmbeddedFile',
    Subtype: 'text/xml',
    Params: { Size: xml.byteLength, ModDate: PDFString.of(pdfDate(date)) },
  });
  const fileRef = context.register(file);
  return context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(FACTURX_FILE_NAME),
      UF: PDFString.of(FACTURX_FILE_NAME),
      EF: { F: fileRef, UF: fileRef },
      Desc: PDFString.of('Factur-X invoice'),
      AFRelationship: 'Data',
    }),
  );
};

/**
 * The catalog's EmbeddedFiles names with ours in place of any earlier invoice XML (a PDF that was
 * a Factur-X already is given its new data), and /AF listing it.
 */
const listAttachment = (pdf: PDFDocument, specRef: PDFRef) => {
  const { catalog, context } = pdf;
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict) ?? context.obj({});
  const earlier = names.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const kept: [string, PDFObject][] = [];
  for (let index = 0; earlier && index + 1 < earlier.size(); index += 2) {
    const name = earlier.lookup(index);
    const text = name instanceof PDFString ? name.decodeText() : '';
    if (!INVOICE_ATTACHMENT_NAMES.includes(text.toLowerCase())) kept.push([text, earlier.get(index + 1)]);
  }
  // A name tree's keys are sorted.
  const entries = [...kept, [FACTURX_FILE_NAME, specRef] as [string, PDFObject]].sort(([a], [b]) => (a < b ? -1 : 1));
  const list = PDFArray.withContext(context);
  for (const [name, value] of entries) {
    list.push(PDFString.of(name));
    list.push(value);
  }
  names.set(PDFName.of('EmbeddedFiles'), context.obj({ Names: list }));
  catalog.set(PDFName.of('Names'), names);
  catalog.set(PDFName.of('AF'), context.obj([specRef]));
};

/**
 * A Factur-X of this PDF and metadata: the EN 16931 profile CII XML stated by the metadata,
 * embedded as factur-x.xml, and the PDF/A-3 XMP that declares it. The PDF's own content is kept
 * as it is: it is PDF/A-3 only if it was PDF/A already (fonts embedded, an output intent).
 */
export const makeFacturX = async (pdfBytes: Uint8Array, meta: TInvoiceMeta, date = new Date()): Promise<Uint8Array> => {
  const pdf = await openPdf(pdfBytes);
  const xml = new TextEncoder().encode(ciiFromMeta(meta));
  listAttachment(pdf, embedXml(pdf, xml, date));
  const xmp = new TextEncoder().encode(
    facturxXmp({ title: `Invoice ${meta.number}`, fileName: FACTURX_FILE_NAME, date }),
  );
  // PDF/A wants the XMP uncompressed, so that any tool can read it.
  const metadata = pdf.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.byteLength });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));
  pdf.setTitle(`Invoice ${meta.number}`);
  pdf.setModificationDate(date);
  return pdf.save({ useObjectStreams: false });
};
