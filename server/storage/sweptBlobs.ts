import type { BlobStore } from './blobStore';

/**
 * Puts back the blobs the orphan sweep took under rows just committed. Identical bytes stored
 * long ago (a file refused, or whose rows went, over a day before) are not written again, so the
 * sweep may take them between their write and the commit of the rows that now name them. Called
 * after that commit, with the bytes still at hand.
 */
export const putBackIfSwept = async (blobs: BlobStore, files: { key: string; bytes: Buffer }[]): Promise<void> => {
  for (const { key, bytes } of files) if (!(await blobs.has(key))) await blobs.put(bytes);
};
