import { sql, type Kysely } from 'kysely';
import type { TPartnership, TPartnershipSearch } from '../../../common/schemas/partnerships';
import type { Access } from '../../access/requestAccess';
import { visiblePartnerships } from '../../access/visibility';
import { addressOf } from '../../db/address';
import { containsPattern, dayAfter, dayStart, pageOfRows, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

const PARTNERSHIP_SORT: SortMap<TPartnershipSearch['sort']['field']> = {
  name: sql`lower(partnerships.name)`,
  siret: sql`partnerships.siret`,
  status: sql`partnerships.status`,
  city: sql`lower(partnerships.city)`,
  createdAt: sql`partnerships.created_at`,
};

/** The list's matches: quick search on name or SIRET, then each column filter. */
export const matchingPartnerships = (
  db: Kysely<DB>,
  caller: Access,
  { search, filters }: Pick<TPartnershipSearch, 'search' | 'filters'>,
) => {
  const { name, siret, status, groupId, createdAt } = filters;
  const text = search.trim();
  // Digits alone (spaces allowed, as SIRETs are often written) also find the SIRETs they start.
  const siretStart = /^[\d\s]+$/.test(text) ? text.replace(/\s/g, '') : undefined;
  return visiblePartnerships(db, caller)
    .$if(text !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(sql`lower(partnerships.name)`, 'like', containsPattern(text)),
          ...(siretStart ? [eb('partnerships.siret', 'like', `${siretStart}%`)] : []),
        ]),
      ),
    )
    .$if(Boolean(name), (qb) => qb.where(sql`lower(partnerships.name)`, 'like', containsPattern(name!)))
    .$if(Boolean(siret), (qb) => qb.where('partnerships.siret', 'like', containsPattern(siret!)))
    .$if(Boolean(status), (qb) => qb.where('partnerships.status', '=', status!))
    .$if(Boolean(groupId), (qb) => qb.where('partnerships.group_id', '=', groupId!))
    .$if(Boolean(createdAt?.start), (qb) => qb.where('partnerships.created_at', '>=', dayStart(createdAt!.start!)))
    .$if(Boolean(createdAt?.end), (qb) => qb.where('partnerships.created_at', '<', dayAfter(createdAt!.end!)));
};

type Matching = ReturnType<typeof matchingPartnerships>;

/** The columns of a partnership as the API shows it, with its organisation's and group's names. */
const selectPartnership = (query: Matching) =>
  query
    .innerJoin('organizations as org', 'org.id', 'partnerships.org_id')
    .leftJoin('partnership_groups as pg', 'pg.id', 'partnerships.group_id')
    .select([
      'partnerships.id',
      'partnerships.siret',
      'partnerships.name',
      'partnerships.street',
      'partnerships.postal',
      'partnerships.zip_code',
      'partnerships.city',
      'partnerships.country',
      'partnerships.org_id',
      'org.name as org_name',
      'partnerships.status',
      'partnerships.transmission_mode',
      'partnerships.reference',
      'partnerships.contact_email',
      'partnerships.contact_validated_at',
      'partnerships.group_id',
      'pg.name as group_name',
      'partnerships.created_at',
    ]);

type PartnershipRow = Awaited<ReturnType<ReturnType<typeof selectPartnership>['executeTakeFirstOrThrow']>>;

const describe = (row: PartnershipRow): TPartnership => ({
  id: row.id,
  siret: row.siret,
  name: row.name,
  address: addressOf(row),
  orgId: row.org_id,
  orgName: row.org_name,
  status: row.status,
  enabled: row.status === 'ENABLED',
  transmissionMode: row.transmission_mode,
  reference: row.reference,
  email: row.contact_email,
  contactValidated: row.contact_validated_at !== null,
  groupId: row.group_id,
  groupName: row.group_name,
  createdAt: row.created_at.toISOString(),
});

/** One page of partnerships in the asked order (then id, so pages never overlap) and the count of all matches. */
export const partnershipPage = async (
  matching: Matching,
  paging: Pick<TPartnershipSearch, 'sort' | 'page' | 'limit'>,
) => {
  const { rows, count } = await pageOfRows(
    matching,
    selectPartnership,
    { sortMap: PARTNERSHIP_SORT, idColumn: 'partnerships.id' },
    paging,
  );
  return { partnerships: rows.map(describe), count };
};

export const findVisiblePartnership = async (db: Kysely<DB>, caller: Access, id: string) => {
  const row = await selectPartnership(
    visiblePartnerships(db, caller).where('partnerships.id', '=', id),
  ).executeTakeFirst();
  return row && describe(row);
};

/** A partnership whatever the caller's rules: for its creator, who just made it. */
export const findPartnership = async (db: Kysely<DB>, id: string) =>
  describe(
    await selectPartnership(db.selectFrom('partnerships').where('partnerships.id', '=', id)).executeTakeFirstOrThrow(),
  );
