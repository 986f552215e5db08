/**
 * An upload that never ends, in a process of its own so that deadSpools.test.ts can kill -9 it
 * mid-file: streams into the filesystem blob store under the root given, says "spooling" once
 * its first megabyte is written, and goes on until it is killed.
 */
import { createFsBlobStore } from '../../server/storage/fsBlobStore';

const root = process.argv[2]!;
async function* endless() {
  for (let sent = 0; ; sent++) {
    if (sent === 16) console.log('spooling');
    yield Buffer.alloc(64 * 1024, sent % 256);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
await createFsBlobStore(root).putStream(endless());
