import { sql, type Kysely } from 'kysely';
import type { TCampaignCreate } from '../../../common/schemas/campaigns';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import { employeeGroupVisible, partnershipGroupVisible, partnershipVisible } from '../../access/visibility';
import type { CampaignRecipientKind, DB } from '../../db/schema';
import { uuids } from '../../db/uuids';
import { recountCampaign } from './queries';

type Named = Pick<TCampaignCreate, 'orgId' | 'employeeIds' | 'groupIds' | 'orgIds' | 'partnershipGroupIds'>;

const countOf = async (query: { executeTakeFirstOrThrow: () => Promise<{ count: unknown }> }) =>
  Number((await query.executeTakeFirstOrThrow()).count);

/**
 * Whether every recipient named is one the caller sees, of the emitting organisation: employees
 * linked to it, its employee groups and partnerships, partnership groups the caller sees.
 */
export const recipientsVisible = async (db: Kysely<DB>, caller: Access, named: Named): Promise<boolean> => {
  const { orgId } = named;
  const counts = await Promise.all([
    countOf(
      db
        .selectFrom('employees as e')
        .select(sql<number>`count(*)`.as('count'))
        .where(sql<boolean>`e.id = any(${uuids(named.employeeIds)})`)
        .where(employeeVisible(caller, 'e'))
        .where(
          sql<boolean>`exists (select 1 from employee_organizations eo where eo.employee_id = e.id and eo.org_id = ${orgId})`,
        ),
    ),
    countOf(
      db
        .selectFrom('employee_groups as g')
        .select(sql<number>`count(*)`.as('count'))
        .where(sql<boolean>`g.id = any(${uuids(named.groupIds)})`)
        .where('g.org_id', '=', orgId)
        .where(employeeGroupVisible(caller, 'g')),
    ),
    countOf(
      db
        .selectFrom('partnerships as p')
        .select(sql<number>`count(*)`.as('count'))
        .where(sql<boolean>`p.id = any(${uuids(named.orgIds)})`)
        .where('p.org_id', '=', orgId)
        .where(partnershipVisible(caller, 'p')),
    ),
    countOf(
      db
        .selectFrom('partnership_groups as pg')
        .select(sql<number>`count(*)`.as('count'))
        .where(sql<boolean>`pg.id = any(${uuids(named.partnershipGroupIds)})`)
        .where(partnershipGroupVisible(caller, 'pg')),
    ),
  ]);
  const asked = [named.employeeIds, named.groupIds, named.orgIds, named.partnershipGroupIds];
  return asked.every((ids, index) => new Set(ids).size === counts[index]);
};

export const recipientRows = (campaignId: string, named: Named) =>
  (
    [
      ['EMPLOYEE', named.employeeIds],
      ['EMPLOYEE_GROUP', named.groupIds],
      ['PARTNERSHIP', named.orgIds],
      ['PARTNERSHIP_GROUP', named.partnershipGroupIds],
    ] as const
  ).flatMap(([kind, ids]: readonly [CampaignRecipientKind, string[]]) =>
    [...new Set(ids)].map((id) => ({ campaign_id: campaignId, kind, ref_id: id })),
  );

/**
 * One PENDING document per file and recipient of a campaign whose recipients are named: the
 * employees named and the active members of its employee groups, the partnerships named and the
 * emitting organisation's partnerships of its partnership groups, each once. Whole files
 * (page_from 0). Then the campaign's counts.
 */
export const expandToDispatchedDocs = async (trx: Kysely<DB>, campaignId: string) => {
  await sql`
    with named as (select kind, ref_id from campaign_recipients where campaign_id = ${campaignId}),
    campaign as (select id, customer_id, org_id from campaigns where id = ${campaignId}),
    recipients as (
      select ref_id as employee_id, null::uuid as partnership_id from named where kind = 'EMPLOYEE'
      union
      select e.id, null from named
        join employee_group_members m on m.group_id = named.ref_id
        join employees e on e.id = m.employee_id and e.status = 'ACTIVE'
        where named.kind = 'EMPLOYEE_GROUP'
      union
      select null, ref_id from named where kind = 'PARTNERSHIP'
      union
      select null, p.id from named
        join partnerships p on p.group_id = named.ref_id and p.org_id = (select org_id from campaign)
        where named.kind = 'PARTNERSHIP_GROUP'
    )
    insert into dispatched_docs (campaign_id, customer_id, file_id, blob_key, name, employee_id, partnership_id, recipient_key)
    select ${campaignId}, (select customer_id from campaign), f.id, f.blob_key, f.name, r.employee_id, r.partnership_id,
      coalesce('E:' || r.employee_id, 'P:' || r.partnership_id)
    from campaign_files f cross join recipients r
    where f.campaign_id = ${campaignId}
    on conflict do nothing
  `.execute(trx);
  await recountCampaign(trx, campaignId);
};
