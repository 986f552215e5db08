import { SignPdf, Signer } from '@signpdf/signpdf';
import { createSignedData, OID, sha256 } from './cms';
import type { SigningIdentity } from './identity';
import { requestTimestamp } from './timestamp';

/** What seals: the identity, and the timestamp authority when one is configured. */
export type Sealer = { identity: SigningIdentity; tsaUrl?: string };

/** A CAdES detached signature of the byte ranges @signpdf hands over (PAdES-B-B, or B-T with a TSA). */
class PadesSigner extends Signer {
  constructor(private readonly sealer: Sealer) {
    super();
  }

  async sign(content: Buffer): Promise<Buffer> {
    const { identity, tsaUrl } = this.sealer;
    const timestamp = tsaUrl ? (signature: Buffer) => requestTimestamp(tsaUrl, signature) : undefined;
    return createSignedData(identity, { type: OID.data, digest: sha256(content) }, timestamp);
  }
}

/** Room for the CMS in /Contents: the certificates, the signature and attributes, and a timestamp token. */
export const contentsBytes = (sealer: Sealer) =>
  4096 +
  [sealer.identity.certificate, ...sealer.identity.chain].reduce((sum, der) => sum + der.length, 0) +
  (sealer.tsaUrl ? 16_384 : 0);

/** Fills the placeholder signature of `prepared` (its last incremental update). */
export const signPrepared = (prepared: Buffer, sealer: Sealer): Promise<Buffer> =>
  new SignPdf().sign(prepared, new PadesSigner(sealer));
