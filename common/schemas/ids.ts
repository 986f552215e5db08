import { z } from 'zod';

/** A uuid, in any case: ids are stored lower-case, so an upper-case one names the same row. */
export const ZUuid = z.uuid().overwrite((value) => value.toLowerCase());

/** A path's `{id}`. */
export const ZId = z.object({ id: ZUuid });
