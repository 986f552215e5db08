import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../server/storage/blobStore';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startBlobStores } from '../support/blobStores';

let root: string;
let stores: Awaited<ReturnType<typeof startBlobStores>>['stores'];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ root, stores, close } = await startBlobStores());
});
afterAll(() => close?.());

const listed = async (store: BlobStore) => {
  const blobs = [];
  for await (const blob of store.list()) blobs.push(blob);
  return blobs;
};

describe.each(['filesystem', 's3'] as const)('listing the %s blob store', (kind) => {
  it('gives every blob with when it was written, and nothing else', async () => {
    const store = stores[kind];
    const started = Date.now() - 60_000;
    const keys = await Promise.all(['un', 'deux', 'trois'].map((word) => store.put(Buffer.from(`${kind} ${word}`))));
    if (kind === 'filesystem') {
      // An upload being spooled and a half-written temporary file are no blobs.
      await mkdir(path.join(root, 'fs', 'tmp'), { recursive: true });
      await writeFile(path.join(root, 'fs', 'tmp', 'upload.tmp'), 'partial');
      await writeFile(path.join(root, 'fs', keys[0].slice(0, 2), keys[0].slice(2, 4), `${keys[0]}.x.tmp`), 'partial');
    }
    const blobs = await listed(store);
    expect(blobs.map((blob) => blob.key).sort()).toEqual([...keys].sort());
    for (const blob of blobs) expect(blob.writtenAt.getTime()).toBeGreaterThan(started);
  });
});
