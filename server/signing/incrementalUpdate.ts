import { ParseSpeeds, PDFDocument, PDFNumber, PDFRef, type PDFObject } from 'pdf-lib';

/**
 * A PDF opened to append one incremental update (ISO 32000-1 §7.5.6): objects are changed or
 * created in pdf-lib's model, and only those are written after the original bytes, which stay
 * untouched — so every signature already in the file keeps covering exactly what it signed.
 */
export type PdfUpdate = {
  pdf: PDFDocument;
  original: Uint8Array;
  /** Objects numbered from here on are new. */
  firstNew: number;
  /** Where the last cross-reference section starts, and whether it is a classic table or a stream. */
  previous: { offset: number; table: boolean; size: number };
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * The last cross-reference section, which the update's /Prev points to. A file whose startxref
 * points at neither a table nor a stream is damaged: it is refused rather than chained to nothing.
 */
const lastCrossReference = (bytes: Uint8Array) => {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  const match = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  if (!match) throw new Error('Not a PDF: no startxref at its end');
  const offset = Number(match[1]);
  const section = latin1(bytes.subarray(offset));
  const table = section.startsWith('xref');
  const size = /\/Size\s+(\d+)/.exec(section);
  if ((!table && !/^\d+\s+\d+\s+obj\b/.test(section)) || !size) {
    throw new Error('Damaged PDF: its startxref points at no cross-reference section');
  }
  return { offset, table, size: Number(size[1]) };
};

/** Opens `bytes` for one update; encrypted files are refused (pdf-lib cannot write into them). */
export const openForUpdate = async (bytes: Uint8Array): Promise<PdfUpdate> => {
  const previous = lastCrossReference(bytes);
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  pdf.context.largestObjectNumber = Math.max(pdf.context.largestObjectNumber, previous.size - 1);
  return { pdf, original: bytes, firstNew: pdf.context.largestObjectNumber + 1, previous };
};

const serialize = (object: PDFObject) => {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
};

type Entry = { ref: PDFRef; offset: number };

/** Consecutive object numbers as [first, count] runs, the shape of both xref forms' subsections. */
const runs = (entries: Entry[]) => {
  const result: Entry[][] = [];
  for (const entry of entries) {
    const run = result.at(-1);
    if (run && run.at(-1)!.ref.objectNumber + 1 === entry.ref.objectNumber) run.push(entry);
    else result.push([entry]);
  }
  return result;
};

/**
 * The original bytes followed by the update: every new object, the `changed` existing ones, and
 * a cross-reference section of the same form as the previous one (a table after a table, a stream
 * after a stream), chained to it by /Prev.
 */
export const writeUpdate = (update: PdfUpdate, changed: PDFRef[]): Buffer => {
  const { pdf, original, firstNew, previous } = update;
  const { context } = pdf;
  const refs = new Map<string, PDFRef>(changed.map((ref) => [ref.tag, ref]));
  for (const [ref] of context.enumerateIndirectObjects()) if (ref.objectNumber >= firstNew) refs.set(ref.tag, ref);
  const chunks: Uint8Array[] = [original];
  let offset = original.length;
  const push = (chunk: Uint8Array | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    chunks.push(bytes);
    offset += bytes.length;
  };
  if (original[original.length - 1] !== 0x0a) push('\n');
  const entries: Entry[] = [];
  const writeObject = (ref: PDFRef, object: PDFObject) => {
    entries.push({ ref, offset });
    push(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    push(serialize(object));
    push('\nendobj\n');
  };
  for (const ref of [...refs.values()].sort((a, b) => a.objectNumber - b.objectNumber)) {
    writeObject(ref, context.lookup(ref)!);
  }
  const { Root, Info, ID } = context.trailerInfo;
  const trailer = { Root, ...(Info ? { Info } : {}), ...(ID ? { ID } : {}), Prev: PDFNumber.of(previous.offset) };
  if (previous.table) {
    const xref = offset;
    push('xref\n');
    for (const run of runs(entries)) {
      push(`${run[0]!.ref.objectNumber} ${run.length}\n`);
      for (const { ref, offset: at } of run) {
        push(`${String(at).padStart(10, '0')} ${String(ref.generationNumber).padStart(5, '0')} n \n`);
      }
    }
    push(`trailer\n${context.obj({ Size: context.largestObjectNumber + 1, ...trailer }).toString()}\n`);
    push(`startxref\n${xref}\n%%EOF\n`);
  } else {
    // The stream lists itself too: type 1 entries of 1 + 4 + 2 bytes, uncompressed.
    const streamRef = context.nextRef();
    const xref = offset;
    const listed = [...entries, { ref: streamRef, offset: xref }];
    const data = Buffer.alloc(listed.length * 7);
    listed.forEach(({ ref, offset: at }, index) => {
      data.writeUInt8(1, index * 7);
      data.writeUInt32BE(at, index * 7 + 1);
      data.writeUInt16BE(ref.generationNumber, index * 7 + 5);
    });
    const stream = context.stream(data, {
      Type: 'XRef',
      Size: context.largestObjectNumber + 1,
      W: [1, 4, 2],
      Index: runs(listed).flatMap((run) => [run[0]!.ref.objectNumber, run.length]),
      ...trailer,
    });
    writeObject(streamRef, stream);
    push(`startxref\n${xref}\n%%EOF\n`);
  }
  return Buffer.concat(chunks);
};
