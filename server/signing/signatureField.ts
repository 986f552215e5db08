import {
  closePath,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  rectangle,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER } from '@signpdf/utils';
import { FONT_NAME, type Helvetica } from './helvetica';
import type { PdfUpdate } from './incrementalUpdate';

/** A rectangle in the page's user space, in points: [left, bottom, right, top]. */
export type Rect = [number, number, number, number];

type SignatureField = {
  page: { ref: PDFRef; node: PDFDict };
  rect: Rect;
  /** The stamp's lines, the first one larger. */
  stamp: string[];
  name: string;
  reason: string;
  location?: string;
  contactInfo?: string;
  signedAt: Date;
  /** Room kept for the CMS signature, in bytes. */
  contentsBytes: number;
};

const PADDING = 4;

/** The stamp's appearance: a thin frame and its lines, shrunk to fit the rectangle. */
const appearance = (update: PdfUpdate, helvetica: Helvetica, field: SignatureField) => {
  const [left, bottom, right, top] = field.rect;
  const width = right - left;
  const height = top - bottom;
  const size = Math.min(9, (height - 2 * PADDING) / (field.stamp.length * 1.25 + 0.3));
  const operators = [
    setStrokingRgbColor(0.2, 0.3, 0.6),
    setLineWidth(0.8),
    rectangle(0.4, 0.4, width - 0.8, height - 0.8),
    closePath(),
    stroke(),
  ];
  field.stamp.forEach((text, index) => {
    const lineSize = index === 0 ? size * 1.1 : size;
    const baseline = height - PADDING - (index + 1) * size * 1.25 + size * 0.25;
    operators.push(...helvetica.line(helvetica.fit(text, lineSize, width - 2 * PADDING), PADDING, baseline, lineSize));
  });
  return update.pdf.context.register(
    update.pdf.context.formXObject(operators, {
      BBox: [0, 0, width, height],
      Resources: { Font: { [FONT_NAME]: helvetica.font.ref } },
    }),
  );
};

/** The array under `key` of `dict`, created if missing; returns which object holds it (to be rewritten). */
const arrayIn = (update: PdfUpdate, dict: PDFDict, holder: PDFRef, key: string): [PDFArray, PDFRef] => {
  const value = dict.get(PDFName.of(key));
  if (value instanceof PDFRef) return [update.pdf.context.lookup(value, PDFArray), value];
  if (value instanceof PDFArray) return [value, holder];
  const created = update.pdf.context.obj([]);
  dict.set(PDFName.of(key), created);
  return [created, holder];
};

/**
 * Adds a signature field with a visible stamp: the signature dictionary (/ByteRange and
 * /Contents left as placeholders for @signpdf to fill), its widget on the page, and its entry in
 * the AcroForm. Returns the existing objects it changed, for the incremental update.
 */
export const addSignatureField = (update: PdfUpdate, helvetica: Helvetica, field: SignatureField): PDFRef[] => {
  const { context, catalog } = update.pdf;
  const placeholder = PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER);
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'ETSI.CAdES.detached',
      // @signpdf finds /Contents after /ByteRange: this order matters.
      ByteRange: [PDFNumber.of(0), placeholder, placeholder, placeholder],
      Contents: PDFHexString.of('0'.repeat(field.contentsBytes * 2)),
      Name: PDFHexString.fromText(field.name),
      Reason: PDFHexString.fromText(field.reason),
      ...(field.location ? { Location: PDFHexString.fromText(field.location) } : {}),
      ...(field.contactInfo ? { ContactInfo: PDFHexString.fromText(field.contactInfo) } : {}),
      M: PDFString.fromDate(field.signedAt),
    }),
  );
  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: PDFHexString.fromText(`Signature ${signature.objectNumber}`),
      V: signature,
      F: 4, // printed
      P: field.page.ref,
      Rect: field.rect,
      AP: { N: appearance(update, helvetica, field) },
    }),
  );
  const changed: PDFRef[] = [];
  const [annotations, annotationsHolder] = arrayIn(update, field.page.node, field.page.ref, 'Annots');
  annotations.push(widget);
  changed.push(annotationsHolder);

  const root = context.trailerInfo.Root as PDFRef;
  const formValue = catalog.get(PDFName.of('AcroForm'));
  let form: PDFDict;
  let formHolder = root;
  if (formValue instanceof PDFRef) {
    form = context.lookup(formValue, PDFDict);
    formHolder = formValue;
  } else if (formValue instanceof PDFDict) {
    form = formValue;
  } else {
    form = context.obj({});
    catalog.set(PDFName.of('AcroForm'), form);
  }
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3)); // signatures exist; append only
  const [fields, fieldsHolder] = arrayIn(update, form, formHolder, 'Fields');
  fields.push(widget);
  changed.push(formHolder, fieldsHolder);
  return changed;
};
