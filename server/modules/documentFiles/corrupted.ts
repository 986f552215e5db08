import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/errors';
import { BlobCorrupted } from '../../storage/verifiedBlob';

/** A blob that no longer matches its SHA-256 is never served: the caller gets an error, not wrong bytes. */
export const refuseCorrupted = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BlobCorrupted)) throw error;
    reply.log.error({ blob: error.key }, 'A stored file does not match its SHA-256');
    throw new AppError(500, 'INTERNAL_ERROR', 'The stored file is damaged');
  }
};
