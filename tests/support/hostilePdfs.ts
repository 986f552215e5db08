import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * PDFs that are small on disk and huge once drawn, built from code (never committed): a page
 * whose image decodes to billions of pixels, a page whose content stream inflates to a gigabyte.
 */

const ADLER_BASE = 65521;

const adler32 = (bytes: Uint8Array) => {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % ADLER_BASE;
    b = (b + a) % ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
};

/** zlib's adler32_combine: the checksum of A then B from theirs and B's length. */
const adler32Combine = (first: number, second: number, secondLength: number) => {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER_BASE - rem;
  sum1 %= ADLER_BASE;
  sum2 %= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
};

/**
 * A zlib stream of `chunk` repeated `times`, without deflating the whole: a raw deflate block of
 * the chunk ended by a full flush (no reference crosses it) is the same bytes at each repetition.
 */
const zlibOfRepeated = (chunk: Buffer, times: number): Buffer => {
  const block = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let checksum = 1;
  let unit = adler32(chunk);
  let unitLength = chunk.length;
  // The checksum of `times` chunks, by doubling.
  for (let left = times; left > 0; left >>= 1) {
    if (left & 1) checksum = adler32Combine(checksum, unit, unitLength);
    unit = adler32Combine(unit, unit, unitLength);
    unitLength *= 2;
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum);
  const end = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: times }, () => block), end, trailer]);
};

/** A one-page PDF (595 × 842 pt) of these objects, numbered from 1 in order; object 1 is the catalog. */
const pdfOf = (objects: (string | Buffer)[]): Buffer => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
};

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';

/**
 * One page drawing a `side` × `side` grey image (8 bits a pixel: 1.6 billion bytes at 40,000)
 * deflated twice, so that the file stays a few kilobytes.
 */
export const hugeImagePdf = (side = 40_000): Buffer => {
  const rows = 16;
  const inner = zlibOfRepeated(Buffer.alloc(side * rows, 0x80), Math.ceil(side / rows));
  const image = deflateSync(inner, { level: 9 });
  return pdfOf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /FlateDecode]`,
      image,
    ),
    stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im0 Do Q')),
  ]);
};

/**
 * One page whose content stream inflates to `bytes` of operators (a gigabyte by default, a few
 * MB deflated): each a no-op transform, ~25 s of mupdf's time per gigabyte here.
 */
export const hugeContentPdf = (bytes = 1 << 30): Buffer => {
  const line = '1 0 0 1 0 0 cm\n';
  const chunk = Buffer.from(line.repeat(Math.floor((1 << 20) / line.length)));
  const content = zlibOfRepeated(chunk, Math.ceil(bytes / chunk.length));
  return pdfOf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    stream('/Filter /FlateDecode', content),
  ]);
};

/**
 * One page showing two `side` × `side` grey images where a reader of the page's own resources
 * would not look: one inside a form XObject, one in a stamp annotation's appearance.
 */
export const nestedImagesPdf = (side: number): Buffer => {
  const image = (grey: number) =>
    stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      deflateSync(Buffer.alloc(side * side, grey)),
    );
  const form = (bbox: string, resources: string, content: string) =>
    stream(
      `/Type /XObject /Subtype /Form /BBox [${bbox}] /Resources << /XObject << ${resources} >> >>`,
      Buffer.from(content),
    );
  return pdfOf([
    CATALOG,
    PAGES,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Fm0 4 0 R >> >> /Contents 5 0 R /Annots [6 0 R] >>',
    form('0 0 595 842', '/Im0 7 0 R', 'q 300 0 0 300 0 0 cm /Im0 Do Q'),
    stream('', Buffer.from('/Fm0 Do')),
    '<< /Type /Annot /Subtype /Stamp /Rect [300 500 500 700] /F 4 /AP << /N 8 0 R >> >>',
    image(0x40),
    form('0 0 200 200', '/Im1 9 0 R', 'q 200 0 0 200 0 0 cm /Im1 Do Q'),
    image(0xc0),
  ]);
};
