/**
 * Benchmark: sealing a 100-page PDF the way a signature book does, as a ratio to the anchor —
 * pdfsig-verifiable signing by the same library alone: @signpdf's plain placeholder (no stamp)
 * and its PKCS#12 signer, measured in the same run on the same PDF with the same RSA 3072 key.
 *
 *   ours, one step:   sealPdf (visible stamp, PAdES attributes, incremental update)
 *   ours, book:       sealPdf, then appendAuditPage (audit certificate + platform seal)
 *
 * A second column divides by the plain placeholder signed with OUR signer (native RSA): the cost
 * of the stamp, the signature field and the audit page alone, without the signers' difference.
 * Goal: the book (stamp + audit page + seal) at most 2x the anchor. Each output is checked once
 * with pdfsig before timing. Only ratios are printed: absolute times depend on the machine.
 *
 *   npm run bench:signing -- --pages 100 --runs 15
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { appendAuditPage } from '../server/signing/auditPage';
import { sha256 } from '../server/signing/cms';
import { readP12Identity } from '../server/signing/p12Identity';
import { signPrepared } from '../server/signing/padesSigner';
import { sealPdf, type SignatureStep } from '../server/signing/sealPdf';

const GOAL_RATIO = 2;
const WARMUP = 3;
const PASSWORD = 'bench';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '100' }, runs: { type: 'string', default: '15' } },
});
const pages = Number(values.pages);
const runs = Number(values.runs);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;

/** A payslip-like document: each page a few lines of text (classic xref: the plain placeholder needs one). */
const makeDocument = async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([595.28, 841.89]);
    for (let line = 0; line < 30; line++) {
      page.drawText(`Bulletin de paie ${index + 1} — rubrique ${line + 1} : ${(index * 31 + line) * 17.5} €`, {
        x: 56,
        y: 780 - line * 22,
        font,
        size: 10,
      });
    }
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
};

/** One self-signed RSA 3072 seal as a PKCS#12, the form both signers take. */
const makeP12 = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  certificate.serialNumber = '01';
  certificate.validity.notAfter = new Date(Date.now() + 86_400_000);
  certificate.setSubject([{ name: 'commonName', value: 'Liasse bench seal' }]);
  certificate.setIssuer([{ name: 'commonName', value: 'Liasse bench seal' }]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], PASSWORD, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
};

const pdfsigValid = async (bytes: Buffer, count: number) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'liasse-bench-'));
  try {
    await writeFile(path.join(dir, 'signed.pdf'), bytes);
    const { stdout } = await promisify(execFile)('pdfsig', [path.join(dir, 'signed.pdf')]);
    return (stdout.match(/Signature is Valid/g) ?? []).length === count;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const main = async () => {
  const input = await makeDocument();
  const p12 = makeP12();
  const sealer = { identity: readP12Identity(p12, PASSWORD) };
  const step: SignatureStep = {
    signerName: 'Zoé Lefèvre',
    signerEmail: 'zoe.lefevre@example.fr',
    reason: 'Approbation',
    page: pages - 1,
    rect: [330, 40, 560, 100],
  };

  const withPlainPlaceholder = () =>
    plainAddPlaceholder({
      pdfBuffer: input,
      reason: 'Approbation',
      contactInfo: '',
      name: 'Zoé Lefèvre',
      location: '',
    });
  const anchor = () => new SignPdf().sign(withPlainPlaceholder(), new P12Signer(p12, { passphrase: PASSWORD }));
  // The same placeholder with our signer: what the stamp, the PAdES field and the audit page add.
  const plainOurSigner = () => signPrepared(withPlainPlaceholder(), sealer);
  const oneStep = () => sealPdf(input, step, sealer);
  const book = async () => {
    const signed = await sealPdf(input, step, sealer);
    const entry = {
      ...step,
      signedAt: new Date(),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      sha256Before: sha256(input).toString('hex'),
      sha256After: sha256(signed).toString('hex'),
    };
    return appendAuditPage(signed, [entry], sealer);
  };

  const cases = { anchor, plainOurSigner, oneStep, book };
  const checks = await Promise.all([
    pdfsigValid(await anchor(), 1),
    pdfsigValid(await plainOurSigner(), 1),
    pdfsigValid(await oneStep(), 1),
    pdfsigValid(await book(), 2),
  ]);
  if (checks.includes(false)) throw new Error('pdfsig did not report every signature valid');

  const times: Record<keyof typeof cases, number[]> = { anchor: [], plainOurSigner: [], oneStep: [], book: [] };
  for (let run = 0; run < WARMUP + runs; run++) {
    for (const [name, action] of Object.entries(cases) as [keyof typeof cases, () => Promise<Buffer>][]) {
      const started = performance.now();
      await action();
      if (run >= WARMUP) times[name].push(performance.now() - started);
    }
  }
  const anchorTime = median(times.anchor);
  const ratio = (name: keyof typeof cases) => median(times[name]) / anchorTime;
  console.log(`== Sealing a ${pages}-page PDF (${Math.round(input.length / 1024)} KiB), median of ${runs} runs each`);
  const row = (label: string, name: keyof typeof cases) =>
    console.log(
      `${label.padEnd(66)}${ratio(name).toFixed(2)}x   ${(median(times[name]) / median(times.plainOurSigner)).toFixed(2)}x`,
    );
  console.log(`${''.padEnd(66)}/anchor /plain+our signer`);
  row('anchor: @signpdf plain placeholder + its P12 signer, no stamp', 'anchor');
  row('@signpdf plain placeholder + our CAdES signer, no stamp', 'plainOurSigner');
  row('ours, one step (visible stamp, PAdES field, incremental)', 'oneStep');
  row('ours, book (stamp + audit page + platform seal: 2 signatures)', 'book');
  console.log(`goal: book <= ${GOAL_RATIO}x the anchor: ${ratio('book') <= GOAL_RATIO ? 'met' : 'NOT met'}`);
};

await main();
