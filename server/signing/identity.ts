import type { KeyObject } from 'node:crypto';

/** Who seals: a private key, its certificate (DER, as issued) and the certificates above it. */
export type SigningIdentity = {
  key: KeyObject;
  certificate: Buffer;
  chain: Buffer[];
};
