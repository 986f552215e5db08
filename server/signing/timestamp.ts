import { randomBytes } from 'node:crypto';
import { boolean, child, children, integer, octetString, oid, read, sequence } from './der';
import { OID, sha256 } from './cms';

const TIMEOUT_MS = 15_000;

/**
 * Asks an RFC 3161 timestamp authority to timestamp `signature` (the CMS signature value, as
 * PAdES-B-T asks) and returns its token. The answer must be granted and carry our own imprint and
 * nonce, so that a token for another request is never embedded.
 */
export const requestTimestamp = async (url: string, signature: Buffer): Promise<Buffer> => {
  const imprint = sha256(signature);
  const nonce = randomBytes(8);
  nonce[0]! &= 0x7f;
  const request = sequence(
    integer(1),
    sequence(sequence(oid(OID.sha256)), octetString(imprint)),
    integer(nonce),
    boolean(true), // certReq: the token carries the authority's certificate
  );
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: new Uint8Array(request),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The timestamp authority answered HTTP ${response.status}`);
  const answer = read(Buffer.from(await response.arrayBuffer()));
  const status = child(child(answer, 0, 'status'), 0, 'status value').body.readUIntBE(0, 1);
  if (status > 1) throw new Error(`The timestamp authority refused the request (status ${status})`);
  const token = child(answer, 1, 'timeStampToken');
  const tstInfo = readTstInfo(token);
  const [, , messageImprint] = children(tstInfo);
  if (!messageImprint || !child(messageImprint, 1, 'hashedMessage').body.equals(imprint)) {
    throw new Error('The timestamp token is for another imprint');
  }
  const tokenNonce = children(tstInfo).find((element, index) => index > 4 && element.tag === 0x02);
  if (!tokenNonce?.raw.equals(integer(nonce))) throw new Error('The timestamp token does not carry our nonce');
  return token.raw;
};

/** ContentInfo → SignedData → encapContentInfo → [0] → OCTET STRING → TSTInfo. */
const readTstInfo = (token: ReturnType<typeof read>) => {
  const signedData = child(child(token, 1, 'content'), 0, 'SignedData');
  const encapsulated = child(signedData, 2, 'encapContentInfo');
  const octets = child(child(encapsulated, 1, 'eContent'), 0, 'TSTInfo octets');
  return read(octets.body);
};
