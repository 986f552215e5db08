import { readFile } from 'node:fs/promises';
import type { Config } from '../config';
import type { SecretBox } from '../security/secretBox';
import type { SigningIdentity } from './identity';
import { readP12Identity } from './p12Identity';
import { loadPlatformIdentity } from './platformIdentity';

/** The configured PKCS#12 (SIGN_P12_PATH) when there is one, else the platform's own seal. */
export const loadSigningIdentity = async (config: Config, secrets: SecretBox): Promise<SigningIdentity> => {
  const { p12Path, p12Password } = config.signing;
  if (p12Path) return readP12Identity(await readFile(p12Path), p12Password ?? '');
  return loadPlatformIdentity(config.dataDir, secrets);
};
