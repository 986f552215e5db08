import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import yauzl from 'yauzl';

/** The CSV text of a stock file, whatever its packing, and how far through the file the reading is. */
export type StockStream = {
  /** The decompressed CSV, as UTF-8 bytes. */
  csv: Readable;
  /** 0 to 1: the share of the file read so far. */
  fraction: () => number;
};

const SAMPLE = 1024 * 1024;
/**
 * Read size. Kept under V8's large-object size (128 KiB) so each chunk of text is born and dies
 * in the young generation: 1 MiB chunks each land in the old generation, which then swells by
 * hundreds of megabytes between collections.
 */
const CHUNK = 64 * 1024;

/**
 * Names a file by its size and a hash of its first and last mebibyte, so an interrupted import
 * finds its progress again even if the file was moved or renamed, and a newer monthly file (or a
 * half-downloaded one) is never taken for it. The end of a zip holds its directory, with CRCs.
 */
export const stockFileKey = async (file: string): Promise<string> => {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const hash = createHash('sha256').update(`${size}:`);
    const head = Buffer.alloc(Math.min(SAMPLE, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(SAMPLE, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return hash.update(head).update(tail).digest('hex');
  } finally {
    await handle.close();
  }
};

/** Opens a `.csv`, a gzipped `.csv.gz`, or a `.zip` holding one CSV (INSEE's official packing). */
export const openStockFile = async (file: string): Promise<StockStream> => {
  const name = path.basename(file).toLowerCase();
  if (name.endsWith('.zip')) return openZippedCsv(file);
  const { size } = await stat(file);
  const raw = createReadStream(file, { highWaterMark: CHUNK });
  const fraction = () => (size ? raw.bytesRead / size : 1);
  if (!name.endsWith('.gz')) return { csv: raw, fraction };
  // pipeline() hands a corrupt archive's error on to the stream the import reads.
  return { csv: pipeline(raw, createGunzip(), () => {}), fraction };
};

const openZippedCsv = async (file: string): Promise<StockStream> => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
    zip.on('entry', (candidate: yauzl.Entry) => {
      if (candidate.fileName.toLowerCase().endsWith('.csv')) resolve(candidate);
      else zip.readEntry();
    });
    zip.on('end', () => reject(new Error(`${path.basename(file)} holds no .csv file`)));
    zip.on('error', reject);
    zip.readEntry();
  });
  const csv = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
  let read = 0;
  // Counting in a transform, not a 'data' listener, keeps the stream paused until the import reads it.
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      done(null, chunk);
    },
  });
  return {
    csv: pipeline(csv, counted, () => {}),
    fraction: () => (entry.uncompressedSize ? read / entry.uncompressedSize : 1),
  };
};
