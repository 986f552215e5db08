import { execFile } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createSecretBox } from '../../server/security/secretBox';
import { loadSigningIdentity } from '../../server/signing/configuredIdentity';
import { sealPdf } from '../../server/signing/sealPdf';
import { makeAuthority, makeCertificate, makeP12 } from '../support/certificates';
import { makePdf, makeStep, pdfsig } from '../support/pdfSignatures';

const run = promisify(execFile);

describe('the signing identity', () => {
  let dataDir: string;
  const secrets = createSecretBox(randomBytes(32));

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-identity-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('without a configured certificate, the platform seal is made once, its key encrypted, and reused', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const [first, ...concurrent] = await Promise.all([1, 2, 3, 4].map(() => loadSigningIdentity(config, secrets)));
    for (const other of concurrent) expect(other.certificate.equals(first!.certificate)).toBe(true);
    expect((await loadSigningIdentity(config, secrets)).certificate.equals(first!.certificate)).toBe(true);

    const stored = await readFile(path.join(dataDir, 'platform-seal.json'), 'utf8');
    expect(stored).not.toContain('PRIVATE KEY');
    const certificate = new X509Certificate(first!.certificate);
    expect(certificate.subject).toContain('CN=Liasse platform seal');
    expect(first!.key.asymmetricKeyDetails?.modulusLength).toBe(3072);
    const certificateFile = path.join(dataDir, 'seal.pem');
    await writeFile(certificateFile, certificate.toString());
    const { stdout } = await run('openssl', ['x509', '-in', certificateFile, '-noout', '-ext', 'keyUsage']);
    expect(stdout).toContain('Digital Signature, Non Repudiation');
  });

  it('the platform seal cannot be opened with another secrets key', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    await loadSigningIdentity(config, secrets);
    await expect(loadSigningIdentity(config, createSecretBox(randomBytes(32)))).rejects.toThrow(/another key/);
  });

  it('a configured PKCS#12 seals the documents, with its chain', async () => {
    const ca = makeAuthority('ACME qualified CA');
    const own = makeCertificate({
      commonName: 'ACME RH cachet',
      issuer: ca,
      extensions: [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true }],
    });
    const p12Path = path.join(dataDir, 'acme.p12');
    await writeFile(p12Path, makeP12(own, [ca], 'mot-de-passe'));
    const config = loadConfig({ DATA_DIR: dataDir, SIGN_P12_PATH: p12Path, SIGN_P12_PASSWORD: 'mot-de-passe' });
    const identity = await loadSigningIdentity(config, secrets);
    expect(identity.certificate.equals(own.der)).toBe(true);
    expect(identity.chain).toEqual([ca.der]);

    const signed = await sealPdf(await makePdf(), makeStep(), { identity });
    expect(await pdfsig(signed)).toMatchObject([{ valid: true, commonName: 'ACME RH cachet' }]);
  });

  it('a PKCS#12 with a wrong password is refused', async () => {
    const own = makeCertificate({ commonName: 'ACME RH cachet', extensions: [] });
    const p12Path = path.join(dataDir, 'acme.p12');
    await writeFile(p12Path, makeP12(own, [], 'mot-de-passe'));
    const config = loadConfig({ DATA_DIR: dataDir, SIGN_P12_PATH: p12Path, SIGN_P12_PASSWORD: 'autre' });
    await expect(loadSigningIdentity(config, secrets)).rejects.toThrow();
  });
});
