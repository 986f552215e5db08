import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, resolveSecretsKey } from '../../server/security/secretBox';

describe('the secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('gives the secret back, and never stores it in clear', () => {
    const sealed = box.seal('S3cret-Chorus');
    expect(sealed).not.toContain('S3cret');
    expect(box.open(sealed)).toBe('S3cret-Chorus');
    expect(box.seal('S3cret-Chorus')).not.toBe(sealed);
  });

  it('never seals twice with the same IV, across the refills of its pool of random bytes', () => {
    const sealed = Array.from({ length: 1000 }, () => box.seal('1850775123456'));
    expect(new Set(sealed.map((secret) => secret.split(':')[2])).size).toBe(1000);
    expect(sealed.every((secret) => box.open(secret) === '1850775123456')).toBe(true);
  });

  it('refuses a ciphertext that was tampered with', () => {
    const parts = box.seal('S3cret-Chorus').split(':');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0]! ^= 1;
    parts[4] = data.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
  });

  it('names the key a secret was sealed with, so another key is reported rather than misread', () => {
    const sealed = box.seal('S3cret-Chorus');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(/another key/);
  });

  it('fingerprints a value the same way each time, differently under another key, without revealing it', () => {
    const key = randomBytes(32);
    const fingerprint = createSecretBox(key).fingerprint('185057800608491');
    expect(createSecretBox(key).fingerprint('185057800608491')).toBe(fingerprint);
    expect(box.fingerprint('185057800608491')).not.toBe(fingerprint);
    expect(createSecretBox(key).fingerprint('185057800608492')).not.toBe(fingerprint);
    expect(fingerprint).not.toContain('1850578');
  });

  it('generates a key once into the data directory, readable by its owner only', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-secrets-'));
    const first = await resolveSecretsKey(undefined, dataDir);
    const second = await resolveSecretsKey(undefined, dataDir);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await stat(path.join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
    expect((await readFile(path.join(dataDir, 'secrets.key'), 'utf8')).trim()).toBe(first.toString('base64'));
  });

  it('takes the configured key when there is one', async () => {
    const key = randomBytes(32);
    expect((await resolveSecretsKey(key.toString('base64'), '/nonexistent')).equals(key)).toBe(true);
  });
});
