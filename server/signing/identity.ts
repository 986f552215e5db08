import type { KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Config } from '../config';
import type { SecretBox } from '../security/secretBox';
import { readP12Identity } from './p12Identity';
import { loadPlatformIdentity } from './platformIdentity';

/** Who seals: a private key, its certificate (DER, as issued) and the certificates above it. */
export type SigningIdentity = {
  key: KeyObject;
  certificate: Buffer;
  chain: Buffer[];
};

/** The configured PKCS#12 (SIGN_P12_PATH) when there is one, else the platform's own seal. */
export const loadSigningIdentity = async (config: Config, secrets: SecretBox): Promise<SigningIdentity> => {
  const { p12Path, p12Password } = config.signing;
  if (p12Path) return readP12Identity(await readFile(p12Path), p12Password ?? '');
  return loadPlatformIdentity(config.dataDir, secrets);
};
