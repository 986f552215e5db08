import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { MASK_NAME_TAKEN, type TMask, type ZMaskWrite } from '../../../common/schemas/documents';
import type { DocumentReader } from '../../access/documentAccess';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { jsonText } from '../documents/jsonText';

const COLUMNS = ['id', 'list', 'name', 'filters', 'created_at'] as const;
type MaskRow = { id: string; list: string; name: string; filters: Record<string, unknown>; created_at: Date };

const maskOf = (row: MaskRow): TMask => ({
  id: row.id,
  list: row.list as TMask['list'],
  name: row.name,
  filters: row.filters,
  createdAt: row.created_at.toISOString(),
});

/** The caller's own masks of the documents list, newest first. */
export const listMasks = async (db: Kysely<DB>, caller: DocumentReader) =>
  (
    await db
      .selectFrom('masks')
      .select(COLUMNS)
      .where('user_id', '=', caller.userId)
      .where('list', '=', 'docs')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map(maskOf);

export const createMask = async (db: Kysely<DB>, caller: DocumentReader, input: z.infer<typeof ZMaskWrite>) => {
  const row = await db
    .insertInto('masks')
    .values({
      customer_id: caller.customerId,
      user_id: caller.userId,
      list: input.list,
      name: input.name,
      filters: jsonText(input.filters),
    })
    // The unique (user, list, name) decides, so two saves at once cannot both pass a check.
    .onConflict((oc) => oc.columns(['user_id', 'list', 'name']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new AppError(409, 'CONFLICT', 'You already have a mask of this name', { name: MASK_NAME_TAKEN });
  return maskOf(row);
};

/** Deletes one of the caller's masks; anyone else's is 404, as if it did not exist. */
export const deleteMask = async (db: Kysely<DB>, caller: DocumentReader, id: string) => {
  const deleted = await db
    .deleteFrom('masks')
    .where('id', '=', id)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound('Mask');
};
