import { DeclarationWalker } from './declarationWalker';
import { linesOf, type LineFormat } from './lines';
import type { DsnEvent } from './types';

/**
 * Reads a DSN file as it streams: establishments and individuals are yielded as soon as they are
 * complete, so memory stays flat whatever the file's size, and a slow consumer holds back the reading.
 * A line that cannot be read is an error in the events, never a throw; a file that cannot be read at
 * all throws a DsnFileError, possibly after events (a truncated file is only known at its end).
 */
export async function* readDsn(input: Buffer | AsyncIterable<Buffer>): AsyncGenerator<DsnEvent> {
  const format: LineFormat = { encoding: 'utf-8', bom: false, newline: '\n' };
  const walker = new DeclarationWalker();
  let lines = 0;
  for await (const batch of linesOf(input, format)) {
    for (const line of batch) walker.walk(line);
    lines = batch.at(-1)!.number;
    yield* walker.drain();
  }
  walker.finish(format, lines);
  yield* walker.drain();
}
