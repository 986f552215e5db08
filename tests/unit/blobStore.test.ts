import { createHash } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBlobStores } from '../support/blobStores';

let stores: Awaited<ReturnType<typeof startBlobStores>>['stores'];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ stores, close } = await startBlobStores());
});
afterAll(() => close?.());

describe.each(['filesystem', 's3'] as const)('the %s blob store', (kind) => {
  it('keeps a blob under the SHA-256 of its bytes and gives the same bytes back', async () => {
    const store = stores[kind];
    const content = Buffer.from(`bulletin de paie ${kind} ${Date.now()}`);
    const key = await store.put(content);
    expect(key).toBe(createHash('sha256').update(content).digest('hex'));
    expect(await store.has(key)).toBe(true);
    expect(await text(await store.get(key))).toBe(content.toString());
  });

  it('takes a stream of many chunks, in flat memory, under the SHA-256 of all its bytes', async () => {
    const store = stores[kind];
    const chunks = [0, 1, 2].map((n) => Buffer.alloc(1024 * 1024, `${kind} chunk ${n} `));
    async function* stream() {
      yield* chunks;
    }
    const whole = Buffer.concat(chunks);
    const stored = await store.putStream(stream());
    expect(stored).toEqual({ key: createHash('sha256').update(whole).digest('hex'), size: whole.length });
    expect((await buffer(await store.get(stored.key))).equals(whole)).toBe(true);
  });

  it('stores the same content once, whatever the number of writes', async () => {
    const store = stores[kind];
    const content = Buffer.from(`same ${kind}`);
    const keys = await Promise.all([store.put(content), store.put(content), store.put(content)]);
    expect(new Set(keys).size).toBe(1);
  });

  it('deletes a blob, and says so afterwards', async () => {
    const store = stores[kind];
    const key = await store.put(Buffer.from(`to delete ${kind}`));
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
  });

  it('refuses a key that is not a SHA-256, so no path can escape the store', async () => {
    const store = stores[kind];
    await expect(store.has('../../etc/passwd')).rejects.toThrow('Not a blob key');
  });

  it('answers its readiness check', async () => {
    await expect(stores[kind].check()).resolves.toBeUndefined();
  });
});
