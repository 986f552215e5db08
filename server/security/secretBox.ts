import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Encrypts the secrets the portal must give back to a third party (invoicing, collector passwords). */
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  /** A keyed hash of a sealed value (a NIR), so rows can be found and kept unique by it unread. */
  fingerprint: (plain: string) => string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
// IVs are cut from random bytes drawn 4 KiB at a time: one call to the random source per 341
// seals, not one each (a DSN import seals 100,000 NIRs). Each IV is still used once.
const IV_POOL_BYTES = 4096 - (4096 % IV_BYTES);

/** A fresh random IV: the unused part of the pool, refilled when spent. */
const ivSource = () => {
  let pool = Buffer.alloc(0);
  let used = 0;
  return () => {
    if (used === pool.length) {
      pool = randomBytes(IV_POOL_BYTES);
      used = 0;
    }
    return pool.subarray(used, (used += IV_BYTES));
  };
};

/** A short, non-secret name of the key, stored beside each ciphertext so a rotated key is recognised. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  const keyId = keyIdOf(key);
  // Its own key, derived: a fingerprint never reveals anything about the sealing key.
  const fingerprintKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'liasse.fingerprint', 32));
  const nextIv = ivSource();
  return {
    seal: (plain) => {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open: (sealed) => {
      const [version, sealedKeyId, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable sealed secret');
      if (sealedKeyId !== keyId) throw new Error(`Secret sealed with another key (${sealedKeyId})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    fingerprint: (plain) => createHmac('sha256', fingerprintKey).update(plain, 'utf8').digest('base64url'),
  };
};

/**
 * The key comes from SECRETS_KEY (base64, 32 bytes; required when several processes share a
 * database) or is generated once into DATA_DIR/secrets.key, readable by its owner only. It is
 * never stored in the database it protects.
 */
export const resolveSecretsKey = async (configured: string | undefined, dataDir: string): Promise<Buffer> => {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'secrets.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two processes starting together never overwrite each other's key.
  await writeFile(file, key.toString('base64'), { flag: 'wx', mode: 0o600 }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
};
