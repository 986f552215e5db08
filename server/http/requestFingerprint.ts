import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What an `Idempotency-Key` answers for (server/http/idempotency.ts): the method, the address and
 * the body. A multipart body is read by its parts, each field by its name and value and each file
 * by its part's name, its file name and the SHA-256 of its bytes (the key the blob store gives
 * it), so the same upload sent again matches whatever boundary the client drew this time, and no
 * file is held in memory to be compared.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The digest of the body as its reader read it (`receiveUpload`), or of the JSON body. */
    bodyDigest?: string;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digest of a multipart body, part by part in their order (each value prefixed by its length). */
export const partsDigest = () => {
  const hash = createHash('sha256');
  const add = (...values: string[]) => {
    for (const value of values) hash.update(`${value.length}:${value}`);
  };
  return {
    field: (name: string, value: string) => add('field', name, value),
    file: (name: string, fileName: string, sha256Hex: string) => add('file', name, fileName, sha256Hex),
    digest: () => hash.digest('hex'),
  };
};

/** A JSON body's digest, as the route parsed it. */
export const jsonDigest = (body: unknown) => sha256(JSON.stringify(body ?? null));

/** The request's fingerprint, given its body's digest. */
export const fingerprintOf = (request: FastifyRequest, bodyDigest: string) =>
  sha256(`${request.method}\n${request.url}\n${bodyDigest}`);

/**
 * Reads a multipart body to its end only to digest it as `receiveUpload` would have (a file's
 * bytes hashed as they stream by, nothing kept). Undefined for a body that cannot be read whole
 * within `maxFileBytes` a file: no upload that was answered looked like that.
 */
export const readPartsDigest = async (request: FastifyRequest, maxFileBytes: number) => {
  const digest = partsDigest();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'field') {
        digest.field(part.fieldname, String(part.value));
        continue;
      }
      const hash = createHash('sha256');
      for await (const chunk of part.file) hash.update(chunk as Buffer);
      if (part.file.truncated) return undefined;
      digest.file(part.fieldname, part.filename, hash.digest('hex'));
    }
  } catch {
    return undefined;
  }
  return digest.digest();
};
