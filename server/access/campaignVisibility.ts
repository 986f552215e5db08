import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import { employeeVisible } from './employeeVisibility';
import type { Access } from './requestAccess';
import { orgIdVisible } from './visibility';

/**
 * A campaign is visible to whoever sees its emitting organisation (the route's feature gate did
 * the rest); its dispatched documents addressed to an employee only when the caller sees that
 * employee. Anything else is answered 404, as if it did not exist.
 */
export const campaignVisible = (caller: Access, alias: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and ${orgIdVisible(caller, `${alias}.org_id`)})`;

export const dispatchedDocVisible = (caller: Access, alias: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.employee_id`)} is null or ${sql.ref(`${alias}.employee_id`)} in (
    select e.id from employees e where ${employeeVisible(caller, 'e')}
  ))`;

export const visibleCampaigns = (db: Kysely<DB>, caller: Access) =>
  db.selectFrom('campaigns').where(campaignVisible(caller, 'campaigns'));

/** The documents of visible campaigns the caller may see, joined to their campaign as `c`. */
export const visibleDispatchedDocs = (db: Kysely<DB>, caller: Access) =>
  db
    .selectFrom('dispatched_docs as dd')
    .innerJoin('campaigns as c', 'c.id', 'dd.campaign_id')
    .where(campaignVisible(caller, 'c'))
    .where(dispatchedDocVisible(caller, 'dd'));

export const requireCampaign = async (db: Kysely<DB>, caller: Access, id: string) => {
  const row = await visibleCampaigns(db, caller)
    .select(['campaigns.id', 'campaigns.status'])
    .where('campaigns.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Campaign');
  return row;
};
