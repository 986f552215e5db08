import { createHash, sign, X509Certificate } from 'node:crypto';
import { child, children, explicit, implicit, integer, NULL, octetString, oid, read, sequence, set } from './der';
import type { SigningIdentity } from './identity';

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

const SHA256 = sequence(oid(OID.sha256));
const attribute = (type: string, value: Buffer) => sequence(oid(type), set(value));

/** The issuer Name and serial number INTEGER of a certificate, as encoded in it. */
const issuerAndSerial = (certificate: Buffer) => {
  const tbs = child(read(certificate), 0, 'tbsCertificate');
  const fields = children(tbs);
  const shift = fields[0]?.tag === 0xa0 ? 1 : 0; // [0] version is optional
  const serial = fields[shift];
  const issuer = fields[shift + 2];
  if (!serial || !issuer) throw new Error('Malformed certificate');
  return { issuer: issuer.raw, serial: serial.raw };
};

/** ESS signing-certificate-v2 (RFC 5035): binds the signature to this certificate, as PAdES and RFC 5816 ask. */
const signingCertificateV2 = (certificate: Buffer) => {
  const { issuer, serial } = issuerAndSerial(certificate);
  // hashAlgorithm is left out: SHA-256 is its DEFAULT, which DER omits.
  const essCertId = sequence(octetString(sha256(certificate)), sequence(sequence(explicit(4, issuer)), serial));
  return sequence(sequence(essCertId));
};

const signatureAlgorithm = (identity: SigningIdentity) =>
  identity.key.asymmetricKeyType === 'ec' ? sequence(oid(OID.ecdsaWithSha256)) : sequence(oid(OID.sha256WithRsa), NULL);

type CmsContent = {
  /** id-data for a PDF's byte ranges (detached), id-ct-TSTInfo for a timestamp token. */
  type: string;
  /** The signed bytes themselves when they travel inside the CMS (encapsulated), else detached. */
  encapsulated?: Buffer;
  digest: Buffer;
};

/**
 * A CMS SignedData (RFC 5652) with one signer and the signed attributes PAdES-B-B and RFC 3161
 * require: content-type, message-digest, signing-certificate-v2 — and no signing-time, which
 * PAdES takes from the signature dictionary's /M. `timestamp` gets the signature value and
 * returns an RFC 3161 token, carried as the unsigned signature-time-stamp-token (PAdES-B-T).
 */
export const createSignedData = async (
  identity: SigningIdentity,
  content: CmsContent,
  timestamp?: (signature: Buffer) => Promise<Buffer>,
): Promise<Buffer> => {
  const signedAttributes = set(
    attribute(OID.contentType, oid(content.type)),
    attribute(OID.messageDigest, octetString(content.digest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(identity.certificate)),
  );
  const signature = sign('sha256', signedAttributes, identity.key);
  const { issuer, serial } = issuerAndSerial(identity.certificate);
  const unsigned = timestamp
    ? [implicit(1, set(attribute(OID.signatureTimeStampToken, await timestamp(signature))))]
    : [];
  const signerInfo = sequence(
    integer(1),
    sequence(issuer, serial),
    SHA256,
    implicit(0, signedAttributes),
    signatureAlgorithm(identity),
    octetString(signature),
    ...unsigned,
  );
  const encapsulated = sequence(
    oid(content.type),
    ...(content.encapsulated ? [explicit(0, octetString(content.encapsulated))] : []),
  );
  const signedData = sequence(
    integer(content.type === OID.data ? 1 : 3),
    set(SHA256),
    encapsulated,
    implicit(0, set(identity.certificate, ...identity.chain)),
    set(signerInfo),
  );
  return sequence(oid(OID.signedData), explicit(0, signedData));
};

/** The certificate's subject common name, for the seal's own stamp. */
export const commonName = (certificate: Buffer) =>
  /(?:^|\n)CN=([^\n]+)/.exec(new X509Certificate(certificate).subject)?.[1] ?? 'Liasse';
