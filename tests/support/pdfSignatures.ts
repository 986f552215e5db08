import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SignatureStep } from '../../server/signing/sealPdf';
import { OID } from '../../server/signing/cms';
import { child, children, oid, read } from '../../server/signing/der';

const run = promisify(execFile);

/** What poppler's pdfsig says of each signature of a PDF. */
export type PdfsigSignature = { valid: boolean; totalDocument: boolean; commonName: string; text: string };

export const pdfsig = async (bytes: Uint8Array): Promise<PdfsigSignature[]> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'liasse-pdfsig-'));
  try {
    const file = path.join(dir, 'signed.pdf');
    await writeFile(file, bytes);
    // pdfsig exits 1 on an invalid signature: its report is what we check.
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    return stdout
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((text) => ({
        valid: /Signature Validation: Signature is Valid\./.test(text),
        totalDocument: /- Total document signed/.test(text),
        commonName: /Signer Certificate Common Name: (.*)/.exec(text)?.[1] ?? '',
        text,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Each page's text as poppler's pdftotext reads it — stamps included: they are annotation
 * appearances, which mupdf's page text leaves out.
 */
export const pdftotextPages = async (bytes: Uint8Array): Promise<string[]> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'liasse-pdftotext-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** A signatory's step, stamped at the foot of the first page. */
export const makeStep = (overrides: Partial<SignatureStep> = {}): SignatureStep => ({
  signerName: 'Zoé Lefèvre-Œuvray',
  signerEmail: 'zoe.lefevre@example.fr',
  reason: 'Approbation du contrat',
  page: 0,
  rect: [330, 40, 560, 100],
  ...overrides,
});

/** A PDF as pdf-lib writes it: with object and cross-reference streams unless `classic`. */
export const makePdf = async ({ pages = 2, classic = false } = {}): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    pdf.addPage([595.28, 841.89]).drawText(`Contrat de travail, page ${index + 1}`, { x: 56, y: 780, font, size: 12 });
  }
  return pdf.save({ useObjectStreams: !classic });
};

/** The last signature of a PDF: its CMS (DER, without the padding) and the bytes its /ByteRange covers. */
export const lastSignature = (bytes: Uint8Array) => {
  const text = Buffer.from(bytes).toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (!ranges) throw new Error('No signature');
  const [start, length, secondStart, secondLength] = ranges.slice(1).map(Number) as [number, number, number, number];
  return {
    cms: read(Buffer.from(text.slice(start + length + 1, secondStart - 1), 'hex')).raw,
    signedBytes: Buffer.concat([
      bytes.subarray(start, start + length),
      bytes.subarray(secondStart, secondStart + secondLength),
    ]),
  };
};

/** The one signer of a CMS: its signed attributes' types, its signature value and its timestamp token if any. */
export const signerOf = (cms: Buffer) => {
  const signedData = child(child(read(cms), 1, 'content'), 0, 'SignedData');
  const parts = children(child(children(signedData).at(-1)!, 0, 'SignerInfo'));
  const attributeTypes = (tag: number) =>
    children(parts.find((part) => part.tag === tag) ?? { tag, raw: Buffer.alloc(0), body: Buffer.alloc(0) }).map(
      (attribute) => child(attribute, 0, 'type').raw,
    );
  const unsigned = parts.find((part) => part.tag === 0xa1);
  const token =
    unsigned &&
    children(unsigned).find((attribute) => child(attribute, 0, 'type').raw.equals(oid(OID.signatureTimeStampToken)));
  return {
    signedAttributes: attributeTypes(0xa0),
    signature: parts.find((part) => part.tag === 0x04)!.body,
    token: token && child(child(token, 1, 'values'), 0, 'token').raw,
  };
};
