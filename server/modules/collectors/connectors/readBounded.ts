import { CollectorError } from './connector';

/**
 * The stream's bytes, or TOO_LARGE as soon as they pass `maxBytes`: the chunk that crosses the budget is never kept, and
 * leaving the loop destroys the stream, which stops the transfer.
 */
export const readBounded = async (
  stream: AsyncIterable<Uint8Array>,
  maxBytes: number,
  name: string,
): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    total += bytes.length;
    if (total > maxBytes) throw new CollectorError('TOO_LARGE', `${name} is larger than ${maxBytes} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
};
