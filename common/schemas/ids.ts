import { z } from 'zod';

/**
 * An id as the API takes it: a UUID in either case, lower-cased, so that ids compare equal in
 * JavaScript as they do in PostgreSQL (an upper-case id found the row but missed it in a Map).
 */
export const ZId = z.uuid().toLowerCase();

/** Path parameters of the calls on one item: `/…/:id`. */
export const ZIdParams = z.object({ id: ZId });
