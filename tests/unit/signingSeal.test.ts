import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFSignature } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPages } from '../support/mupdfPages';
import { createSecretBox } from '../../server/security/secretBox';
import { appendAuditPage, type AuditEntry } from '../../server/signing/auditPage';
import { OID, sha256 } from '../../server/signing/cms';
import { oid } from '../../server/signing/der';
import type { Sealer } from '../../server/signing/padesSigner';
import { loadPlatformIdentity } from '../../server/signing/platformIdentity';
import { sealPdf } from '../../server/signing/sealPdf';
import { lastSignature, makePdf, makeStep, pdfsig, pdftotextPages, signerOf } from '../support/pdfSignatures';

const run = promisify(execFile);

const auditEntry = (before: Uint8Array, after: Uint8Array, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  signerName: 'Zoé Lefèvre-Œuvray',
  signerEmail: 'zoe.lefevre@example.fr',
  reason: 'Approbation du contrat',
  signedAt: new Date(),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  sha256Before: sha256(before).toString('hex'),
  sha256After: sha256(after).toString('hex'),
  ...overrides,
});

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  Buffer.from(bytes.subarray(0, prefix.length)).equals(Buffer.from(prefix));

describe('sealing a PDF with PAdES signatures', () => {
  let dataDir: string;
  let sealer: Sealer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-signing-'));
    sealer = { identity: await loadPlatformIdentity(dataDir, createSecretBox(randomBytes(32))) };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('one signature is valid for pdfsig, covers the whole document, and leaves the original bytes first', async () => {
    const input = await makePdf({ classic: true });
    const signed = await sealPdf(input, makeStep(), sealer);
    expect(startsWith(signed, input)).toBe(true);
    const [signature, ...others] = await pdfsig(signed);
    expect(others).toEqual([]);
    expect(signature).toMatchObject({ valid: true, totalDocument: true, commonName: 'Liasse platform seal' });
    expect(signature!.text).toContain('Signature Type: ETSI.CAdES.detached');
  });

  it('the CMS carries exactly the signed attributes of PAdES-B-B, and OpenSSL verifies it, signing certificate included', async () => {
    const { cms, signedBytes } = lastSignature(await sealPdf(await makePdf(), makeStep(), sealer));
    // content-type, message-digest, signing-certificate-v2; no signing-time (/M holds the time).
    expect(signerOf(cms).signedAttributes).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].map((type) => oid(type)),
    );
    await writeFile(path.join(dataDir, 'signature.der'), cms);
    await writeFile(path.join(dataDir, 'signed.bin'), signedBytes);
    const { stderr } = await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-noverify',
      '-purpose',
      'any',
      '-in',
      path.join(dataDir, 'signature.der'),
      '-content',
      path.join(dataDir, 'signed.bin'),
      '-out',
      '/dev/null',
    ]);
    expect(stderr).toContain('Verification successful');
  });

  it('the visible stamp shows who signed, accents included, when and why', async () => {
    const signed = await sealPdf(await makePdf(), makeStep(), sealer);
    const [first] = await pdftotextPages(signed);
    expect(first).toContain('Signé par Zoé Lefèvre-Œuvray');
    expect(first).toContain('Motif : Approbation du contrat');
    expect(first).toMatch(/le \d{1,2} \S+ \d{4} à \d{2}:\d{2}:\d{2}/);
  });

  it('two signatories, then the audit certificate and the platform seal: every signature stays valid', async () => {
    const input = await makePdf({ pages: 2 });
    const first = await sealPdf(input, makeStep(), sealer);
    const second = await sealPdf(
      first,
      makeStep({ signerName: 'Marc Dubois', signerEmail: 'marc@example.fr', page: 1 }),
      sealer,
    );
    const entries = [
      auditEntry(input, first),
      auditEntry(first, second, { signerName: 'Marc Dubois', signerEmail: 'marc@example.fr', ip: '198.51.100.4' }),
    ];
    const sealed = await appendAuditPage(second, entries, sealer);

    expect(startsWith(first, input)).toBe(true);
    expect(startsWith(second, first)).toBe(true);
    expect(startsWith(sealed, second)).toBe(true);
    const signatures = await pdfsig(sealed);
    expect(signatures.map(({ valid, totalDocument }) => ({ valid, totalDocument }))).toEqual([
      { valid: true, totalDocument: false },
      { valid: true, totalDocument: false },
      { valid: true, totalDocument: true },
    ]);
    expect(countPages(sealed)).toBe(3);
    const audit = (await pdftotextPages(sealed))[2]!;
    expect(audit).toContain('Certificat de signature');
    expect(audit).toContain('Étape 1 — Zoé Lefèvre-Œuvray <zoe.lefevre@example.fr>');
    expect(audit).toContain('Étape 2 — Marc Dubois <marc@example.fr>');
    expect(audit).toContain('Adresse IP : 198.51.100.4');
    expect(audit).toContain('Navigateur : Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    expect(audit).toContain(`SHA-256 avant : ${entries[1]!.sha256Before}`);
    expect(audit).toContain(`SHA-256 après : ${entries[1]!.sha256After}`);
    expect(audit).toContain('Scellé par Liasse platform seal');
  });

  it('a long audit trail flows onto further pages and stays sealed', async () => {
    const input = await makePdf({ pages: 1 });
    const signed = await sealPdf(input, makeStep(), sealer);
    const entries = Array.from({ length: 14 }, (_, index) =>
      auditEntry(input, signed, { signerName: `Signataire ${index + 1}` }),
    );
    const sealed = await appendAuditPage(signed, entries, sealer);
    expect(countPages(sealed)).toBeGreaterThanOrEqual(3);
    expect((await pdftotextPages(sealed)).join('\n')).toContain('Étape 14 — Signataire 14');
    expect((await pdfsig(sealed)).every((signature) => signature.valid)).toBe(true);
  });

  it('one changed byte in the signed content makes pdfsig report the signature invalid', async () => {
    const signed = await sealPdf(await makePdf({ classic: true }), makeStep(), sealer);
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('/Producer');
    tampered[at + 2] = 'X'.charCodeAt(0);
    const [signature] = await pdfsig(tampered);
    expect(signature!.valid).toBe(false);
  });

  it('a PDF with cross-reference and object streams is signed twice without being rewritten', async () => {
    const input = await makePdf();
    expect(Buffer.from(input).toString('latin1')).toContain('/Type /XRef');
    const first = await sealPdf(input, makeStep(), sealer);
    const second = await sealPdf(first, makeStep({ page: 1 }), sealer);
    expect(startsWith(first, input)).toBe(true);
    expect(startsWith(second, first)).toBe(true);
    expect((await pdfsig(second)).map((signature) => signature.valid)).toEqual([true, true]);
  });

  it('a PDF that already has a form keeps its fields beside the signatures', async () => {
    const withForm = await PDFDocument.create();
    withForm.addPage();
    withForm.getForm().createTextField('matricule').addToPage(withForm.getPage(0), { x: 56, y: 500 });
    const signed = await sealPdf(await sealPdf(await withForm.save(), makeStep(), sealer), makeStep(), sealer);
    const fields = (await PDFDocument.load(signed)).getForm().getFields();
    expect(fields.map((field) => field.getName())).toEqual([
      'matricule',
      expect.stringMatching(/^Signature \d+$/),
      expect.stringMatching(/^Signature \d+$/),
    ]);
    expect(fields.slice(1).every((field) => field instanceof PDFSignature)).toBe(true);
    expect((await pdfsig(signed)).map((signature) => signature.valid)).toEqual([true, true]);
  });

  it('a 100-page PDF is signed on its last page', async () => {
    const signed = await sealPdf(await makePdf({ pages: 100 }), makeStep({ page: 99 }), sealer);
    expect(countPages(signed)).toBe(100);
    expect((await pdftotextPages(signed))[99]).toContain('Signé par Zoé Lefèvre-Œuvray');
    expect(await pdfsig(signed)).toMatchObject([{ valid: true, totalDocument: true }]);
  });

  it('a PDF whose cross-reference offset is damaged is refused rather than extended', async () => {
    const input = Buffer.from(await makePdf({ classic: true }));
    const damaged = Buffer.from(input.toString('latin1').replace(/startxref\s+\d+/, 'startxref\n17'), 'latin1');
    await expect(sealPdf(damaged, makeStep(), sealer)).rejects.toThrow(/Damaged PDF/);
  });

  it('a stamp on a page the document does not have, or in an empty rectangle, is refused', async () => {
    const input = await makePdf({ pages: 2 });
    await expect(sealPdf(input, makeStep({ page: 2 }), sealer)).rejects.toThrow(/No page 2/);
    await expect(sealPdf(input, makeStep({ rect: [300, 100, 200, 50] }), sealer)).rejects.toThrow(/rectangle/);
  });
});
