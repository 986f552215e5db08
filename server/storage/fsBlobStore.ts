import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, isBlobKey, type BlobStore, type StoredBlob } from './blobStore';
import { processSpoolDir, removeDeadSpools, spool } from './spool';

/** Blobs as files under `root/ab/cd/<sha256>`; written to a temporary name, then renamed, so a reader never sees half a file. */
export const createFsBlobStore = (root: string): BlobStore => {
  // On the blobs' own file system, so that a finished temporary file is renamed into place.
  const temporaries = path.join(root, 'tmp');
  const spoolDir = processSpoolDir(temporaries);
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
      await mkdir(spoolDir, { recursive: true });
      const temporary = path.join(spoolDir, `${randomUUID()}.tmp`);
      await writeFile(temporary, content, { flush: true });
      await rename(temporary, target);
      return key;
    },
    putStream: async (content) => {
      const spooled = await spool(content, spoolDir);
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
    list: () => listFiles(root),
    removeDeadTemporaries: () => removeDeadSpools(temporaries),
    check: async () => {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
};

const directories = async (dir: string) => {
  try {
    return (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** The blobs under `root/ab/cd/`: a temporary file (an upload being written) has no blob key for a name. */
async function* listFiles(root: string): AsyncGenerator<StoredBlob> {
  for (const first of await directories(root)) {
    if (!/^[0-9a-f]{2}$/.test(first)) continue;
    for (const second of await directories(path.join(root, first))) {
      const dir = path.join(root, first, second);
      for (const name of await readdir(dir)) {
        if (!isBlobKey(name)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info) yield { key: name, writtenAt: info.mtime };
      }
    }
  }
}
