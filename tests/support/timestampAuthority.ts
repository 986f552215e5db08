import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSignedData, OID, sha256 } from '../../server/signing/cms';
import { children, generalizedTime, integer, oid, read, sequence } from '../../server/signing/der';
import { identityOf, makeAuthority, makeCertificate } from './certificates';

const TEST_POLICY = '1.3.6.1.4.1.55555.1.1';

/**
 * A real RFC 3161 timestamp authority on loopback, under its own test CA: it answers
 * application/timestamp-query POSTs with a token whose TSTInfo echoes the request's imprint and
 * nonce, signed by a certificate restricted to timeStamping, as openssl ts -verify requires.
 * At /refuse it rejects every request.
 */
export const startTimestampAuthority = async () => {
  const ca = makeAuthority('Liasse test timestamp CA');
  const tsa = makeCertificate({
    commonName: 'Liasse test TSA',
    issuer: ca,
    extensions: [
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      { name: 'extKeyUsage', timeStamping: true, critical: true },
    ],
  });
  const identity = identityOf(tsa, [ca]);
  let serial = 0;
  let requests = 0;
  const server = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', async () => {
      requests++;
      if (request.url === '/refuse') {
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        response.end(sequence(sequence(integer(2)))); // rejection
        return;
      }
      const fields = children(read(Buffer.concat(body)));
      const [, messageImprint] = fields;
      const nonce = fields.find((field, index) => index > 1 && field.tag === 0x02);
      const tstInfo = sequence(
        integer(1),
        oid(TEST_POLICY),
        messageImprint!.raw,
        integer(++serial),
        generalizedTime(new Date()),
        ...(nonce ? [nonce.raw] : []),
      );
      const token = await createSignedData(identity, {
        type: OID.tstInfo,
        encapsulated: tstInfo,
        digest: sha256(tstInfo),
      });
      response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
      response.end(sequence(sequence(integer(0)), token));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`,
    refusingUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/refuse`,
    caPem: ca.pem,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
