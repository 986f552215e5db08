import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, type BlobStore } from './blobStore';
import { spool } from './spool';

/** Blobs as files under `root/ab/cd/<sha256>`; written to a temporary name, then renamed, so a reader never sees half a file. */
export const createFsBlobStore = (root: string): BlobStore => {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  const has = async (key: string) => {
    const file = pathOf(key);
    try {
      await access(file);
      return true;
    } catch {
      return false;
    }
  };
  return {
    put: async (content) => {
      const key = createHash('sha256').update(content).digest('hex');
      if (await has(key)) return key;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, content, { flush: true });
      await rename(temporary, target);
      return key;
    },
    putStream: async (content) => {
      const spooled = await spool(content, path.join(root, 'tmp'));
      const { key, size } = spooled;
      if (await has(key)) {
        await spooled.discard();
        return { key, size };
      }
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(spooled.file, target);
      return { key, size };
    },
    get: async (key) => {
      const file = pathOf(key);
      await access(file);
      return createReadStream(file);
    },
    has,
    delete: (key) => rm(pathOf(key), { force: true }),
    check: async () => {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
};
