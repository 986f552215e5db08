import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { SigningIdentity } from './identity';

const toDer = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
const spki = (key: KeyObject) =>
  (key.type === 'private' ? createPublicKey(key) : key).export({ type: 'spki', format: 'der' });

/**
 * The key and certificates of a PKCS#12 file. node-forge decrypts it; node:crypto then signs, so
 * RSA and EC keys both work (forge hands an EC key or certificate over undecoded).
 */
export const readP12Identity = (bytes: Buffer, password: string): SigningIdentity => {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), password);
  const { oids } = forge.pki;
  const keyBags = [oids.pkcs8ShroudedKeyBag!, oids.keyBag!].flatMap(
    (type) => p12.getBags({ bagType: type })[type] ?? [],
  );
  const keyBag = keyBags[0];
  if (!keyBag) throw new Error('The PKCS#12 file holds no private key');
  const key = createPrivateKey({
    key: toDer(keyBag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)) : keyBag.asn1!),
    format: 'der',
    type: 'pkcs8',
  });
  const certificates = (p12.getBags({ bagType: oids.certBag! })[oids.certBag!] ?? []).map((bag) =>
    toDer(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1!),
  );
  const publicKey = spki(key);
  const own = certificates.find((der) => spki(new X509Certificate(der).publicKey).equals(publicKey));
  if (!own) throw new Error('The PKCS#12 file holds no certificate for its private key');
  return { key, certificate: own, chain: certificates.filter((der) => der !== own) };
};
