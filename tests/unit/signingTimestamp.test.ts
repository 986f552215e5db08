import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OID, sha256 } from '../../server/signing/cms';
import { child, children, oid, read, type Element } from '../../server/signing/der';
import { sealPdf } from '../../server/signing/sealPdf';
import { identityOf, makeAuthority, makeCertificate } from '../support/certificates';
import { lastSignatureCms, makePdf, pdfsig } from '../support/pdfSignatures';
import { startTimestampAuthority } from '../support/timestampAuthority';

const run = promisify(execFile);

/** The signature value and the signature-time-stamp-token of a CMS's only signer. */
const signerParts = (cms: Buffer) => {
  const signedData = child(child(read(cms), 1, 'content'), 0, 'SignedData');
  const signerInfo = child(children(signedData).at(-1)!, 0, 'SignerInfo');
  const parts = children(signerInfo);
  const signature = parts.find((part) => part.tag === 0x04)!.body;
  const unsigned = parts.find((part) => part.tag === 0xa1);
  const tokenAttribute =
    unsigned &&
    children(unsigned).find((attribute: Element) =>
      child(attribute, 0, 'type').raw.equals(oid(OID.signatureTimeStampToken)),
    );
  return { signature, token: tokenAttribute && child(child(tokenAttribute, 1, 'values'), 0, 'token').raw };
};

describe('timestamped signatures (PAdES-B-T)', () => {
  let authority: Awaited<ReturnType<typeof startTimestampAuthority>>;
  let dir: string;
  const signer = makeCertificate({
    commonName: 'Liasse test seal',
    issuer: makeAuthority('Liasse test signing CA'),
    extensions: [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true }],
  });

  beforeAll(async () => {
    authority = await startTimestampAuthority();
    dir = await mkdtemp(path.join(tmpdir(), 'liasse-tsa-'));
  });
  afterAll(async () => {
    await authority.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('with a timestamp authority, the signature carries a token that openssl verifies against it', async () => {
    const signed = await sealPdf(
      await makePdf(),
      {
        signerName: 'Zoé Lefèvre',
        signerEmail: 'zoe@example.fr',
        reason: 'Approbation',
        page: 0,
        rect: [330, 40, 560, 100],
      },
      { identity: identityOf(signer), tsaUrl: authority.url },
    );
    expect(authority.requests()).toBe(1);
    expect(await pdfsig(signed)).toMatchObject([{ valid: true, totalDocument: true }]);

    const { signature, token } = signerParts(lastSignatureCms(signed));
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

  it('without one, the signature has no timestamp and asks no one', async () => {
    const before = authority.requests();
    const signed = await sealPdf(
      await makePdf(),
      {
        signerName: 'Marc Dubois',
        signerEmail: 'marc@example.fr',
        reason: 'Accord',
        page: 0,
        rect: [330, 40, 560, 100],
      },
      { identity: identityOf(signer) },
    );
    expect(signerParts(lastSignatureCms(signed)).token).toBeUndefined();
    expect(authority.requests()).toBe(before);
  });
});
