import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/signing/cms';
import { sealPdf } from '../../server/signing/sealPdf';
import { identityOf, makeAuthority, makeCertificate } from '../support/certificates';
import { lastSignature, makePdf, makeStep, pdfsig, signerOf } from '../support/pdfSignatures';
import { startTimestampAuthority } from '../support/timestampAuthority';

const run = promisify(execFile);

describe('timestamped signatures (PAdES-B-T)', () => {
  let authority: Awaited<ReturnType<typeof startTimestampAuthority>>;
  let dir: string;
  const signer = makeCertificate({
    commonName: 'Liasse test seal',
    issuer: makeAuthority('Liasse test signing CA'),
    extensions: [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true }],
  });

  const seal = async (tsaUrl?: string) =>
    sealPdf(await makePdf(), makeStep(), { identity: identityOf(signer), tsaUrl });

  beforeAll(async () => {
    authority = await startTimestampAuthority();
    dir = await mkdtemp(path.join(tmpdir(), 'liasse-tsa-'));
  });
  afterAll(async () => {
    await authority.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('with a timestamp authority, the signature carries a token that openssl verifies against it', async () => {
    const signed = await seal(authority.url);
    expect(authority.requests()).toBe(1);
    expect(await pdfsig(signed)).toMatchObject([{ valid: true, totalDocument: true }]);

    const { signature, token } = signerOf(lastSignature(signed).cms);
    expect(token).toBeDefined();
    const tokenFile = path.join(dir, 'token.der');
    const caFile = path.join(dir, 'ca.pem');
    await writeFile(tokenFile, token!);
    await writeFile(caFile, authority.caPem);
    const { stdout } = await run('openssl', [
      'ts',
      '-verify',
      '-token_in',
      '-in',
      tokenFile,
      '-CAfile',
      caFile,
      '-digest',
      sha256(signature).toString('hex'),
    ]);
    expect(stdout).toContain('Verification: OK');
  });

  it('a timestamp authority that refuses makes the sealing fail rather than seal without a timestamp', async () => {
    await expect(seal(authority.refusingUrl)).rejects.toThrow(/refused the request \(status 2\)/);
  });

  it('without one, the signature has no timestamp and asks no one', async () => {
    const before = authority.requests();
    const signed = await seal();
    expect(signerOf(lastSignature(signed).cms).token).toBeUndefined();
    expect(authority.requests()).toBe(before);
  });
});
