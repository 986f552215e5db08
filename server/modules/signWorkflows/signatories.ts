import { sql, type Kysely } from 'kysely';
import type { Access } from '../../access/requestAccess';
import { visibleAmong } from '../../access/visibility';
import type { DB } from '../../db/schema';

/** A user's display name, from a users row by its alias. */
export const userName = (alias: string) =>
  sql<string>`trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.name`)})`;

/** Of these users, those holding the SIGN feature through one of their rules (given directly or through a group). */
const signersAmong = async (db: Kysely<DB>, ids: string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select u.id from users u
    where u.id = any(${sql.val(ids)}::uuid[]) and exists (
      select 1 from access_rules r
      where 'SIGN' = any(r.features) and (
        exists (select 1 from access_rule_users ru where ru.rule_id = r.id and ru.user_id = u.id)
        or exists (
          select 1 from access_rule_groups rg join user_group_members m on m.group_id = rg.group_id
          where rg.rule_id = r.id and m.user_id = u.id
        )
      )
    )
  `.execute(db);
  return new Set(rows.map((row) => row.id));
};

/**
 * The steps' signatories, one per step, each a desk user the caller sees who may sign. Refusals
 * go into `fields` as `steps.N.signatoryIds`: exactly_one, not_found, cannot_sign.
 */
export const checkSignatories = async (
  db: Kysely<DB>,
  caller: Access,
  steps: { signatoryIds: string[] }[],
  fields: Record<string, string>,
): Promise<string[]> => {
  const chosen = steps.map((step) =>
    step.signatoryIds.length === 1 ? step.signatoryIds[0]!.toLowerCase() : undefined,
  );
  const ids = chosen.filter((id): id is string => id !== undefined);
  const [visible, signers] = await Promise.all([visibleAmong(db, caller, 'users', ids), signersAmong(db, ids)]);
  chosen.forEach((id, index) => {
    const field = `steps.${index}.signatoryIds`;
    if (id === undefined) fields[field] = 'exactly_one';
    else if (!visible.has(id)) fields[field] = 'not_found';
    else if (!signers.has(id)) fields[field] = 'cannot_sign';
  });
  return ids;
};
