import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { SigningIdentity } from '../../server/signing/identity';

/** A test certificate with its key, in the forms the tests hand to our code and to openssl. */
export type TestCertificate = {
  der: Buffer;
  pem: string;
  key: KeyObject;
  forgeKey: forge.pki.rsa.PrivateKey;
  forgeCertificate: forge.pki.Certificate;
};

/** An RSA 2048 certificate for `commonName`, self-signed or issued by `issuer`. */
export const makeCertificate = ({
  commonName,
  issuer,
  extensions,
}: {
  commonName: string;
  issuer?: TestCertificate;
  extensions: object[];
}): TestCertificate => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 3_600_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  certificate.setSubject([{ name: 'commonName', value: commonName }]);
  certificate.setIssuer(
    issuer ? issuer.forgeCertificate.subject.attributes : [{ name: 'commonName', value: commonName }],
  );
  certificate.setExtensions(extensions);
  certificate.sign(issuer?.forgeKey ?? forgeKey, forge.md.sha256.create());
  const pem = forge.pki.certificateToPem(certificate);
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return {
    der,
    pem,
    key: createPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' })),
    forgeKey,
    forgeCertificate: certificate,
  };
};

export const makeAuthority = (commonName: string) =>
  makeCertificate({
    commonName,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });

export const identityOf = (certificate: TestCertificate, chain: TestCertificate[] = []): SigningIdentity => ({
  key: certificate.key,
  certificate: certificate.der,
  chain: chain.map((issuer) => issuer.der),
});

/** A PKCS#12 file of `certificate`, its key and chain, as an administrator would configure it. */
export const makeP12 = (certificate: TestCertificate, chain: TestCertificate[], password: string): Buffer => {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    certificate.forgeKey,
    [certificate.forgeCertificate, ...chain.map((issuer) => issuer.forgeCertificate)],
    password,
    { algorithm: 'aes256' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
};
