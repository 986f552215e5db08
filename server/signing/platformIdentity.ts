import { createPrivateKey, generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { SecretBox } from '../security/secretBox';
import type { SigningIdentity } from './identity';

const PLATFORM_SEAL_NAME = 'Liasse platform seal';
const VALID_YEARS = 10;

type StoredSeal = { certificate: string; sealedKey: string };

/** A self-signed RSA 3072 certificate whose key may only sign documents (digitalSignature, nonRepudiation). */
const generate = async (): Promise<{ certificate: Buffer; keyPem: string }> => {
  // Off the event loop: an RSA 3072 key takes up to a second to find.
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 3072 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const serial = randomBytes(16);
  serial[0]! &= 0x7f;
  certificate.serialNumber = serial.toString('hex');
  const now = new Date();
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + VALID_YEARS * 365.25 * 86_400_000);
  const name = [
    { name: 'commonName', value: PLATFORM_SEAL_NAME },
    { name: 'organizationName', value: 'Liasse' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return { certificate: der, keyPem };
};

const open = (stored: StoredSeal, secrets: SecretBox): SigningIdentity => ({
  key: createPrivateKey(secrets.open(stored.sealedKey)),
  certificate: Buffer.from(stored.certificate, 'base64'),
  chain: [],
});

/**
 * The platform's own seal, made on first use into DATA_DIR/platform-seal.json: the certificate,
 * and the private key encrypted with the server's secrets key (never stored in clear). The file
 * is written aside then hard-linked into place, which fails if it exists: of processes starting
 * together, one seal wins and all use it.
 */
export const loadPlatformIdentity = async (dataDir: string, secrets: SecretBox): Promise<SigningIdentity> => {
  const file = path.join(dataDir, 'platform-seal.json');
  try {
    return open(JSON.parse(await readFile(file, 'utf8')) as StoredSeal, secrets);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const { certificate, keyPem } = await generate();
  const stored: StoredSeal = { certificate: certificate.toString('base64'), sealedKey: secrets.seal(keyPem) };
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, JSON.stringify(stored), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return open(JSON.parse(await readFile(file, 'utf8')) as StoredSeal, secrets);
};
