import { sql, type Kysely } from 'kysely';
import type { TOrganizationPage, TOrganizationSearch } from '../../../common/schemas/organizations';
import type { Access } from '../../access/requestAccess';
import { organizationVisible, visibleOrganizations } from '../../access/visibility';
import { containsPattern, dayAfter, dayStart, pageOfRows, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

const ORGANIZATION_SORT: SortMap<TOrganizationSearch['sort']['field']> = {
  name: sql`lower(organizations.name)`,
  siret: sql`organizations.siret`,
  city: sql`lower(organizations.city)`,
  createdAt: sql`organizations.created_at`,
};

/** The list's matches: quick search on name or SIRET, then each column filter. */
export const matchingOrganizations = (
  db: Kysely<DB>,
  caller: Access,
  { search, filters }: Pick<TOrganizationSearch, 'search' | 'filters'>,
) => {
  const { name, siret, city, createdAt, kind } = filters;
  const text = search.trim();
  // Digits alone (spaces allowed, as SIRETs are often written) also find the SIRETs they start.
  const siretStart = /^[\d\s]+$/.test(text) ? text.replace(/\s/g, '') : undefined;
  return visibleOrganizations(db, caller)
    .$if(text !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(sql`lower(organizations.name)`, 'like', containsPattern(text)),
          ...(siretStart ? [eb('organizations.siret', 'like', `${siretStart}%`)] : []),
        ]),
      ),
    )
    .$if(Boolean(name), (qb) => qb.where(sql`lower(organizations.name)`, 'like', containsPattern(name!)))
    .$if(Boolean(siret), (qb) => qb.where('organizations.siret', 'like', containsPattern(siret!)))
    .$if(Boolean(city), (qb) => qb.where(sql`lower(organizations.city)`, 'like', containsPattern(city!)))
    .$if(Boolean(createdAt?.start), (qb) => qb.where('organizations.created_at', '>=', dayStart(createdAt!.start!)))
    .$if(Boolean(createdAt?.end), (qb) => qb.where('organizations.created_at', '<', dayAfter(createdAt!.end!)))
    .$if(kind === 'root', (qb) => qb.where('organizations.parent_id', 'is', null))
    .$if(kind === 'child', (qb) => qb.where('organizations.parent_id', 'is not', null));
};

/**
 * One page of organisation rows in the asked order (then id, so pages never overlap) and the
 * count of all matches. The parent is named only when the caller may see it.
 */
export const organizationPage = async (
  caller: Access,
  matching: ReturnType<typeof visibleOrganizations>,
  paging: Pick<TOrganizationSearch, 'sort' | 'page' | 'limit'>,
): Promise<TOrganizationPage> => {
  const { rows, count } = await pageOfRows(
    matching,
    (query) =>
      query
        .leftJoin('organizations as parent', (join) =>
          join.onRef('parent.id', '=', 'organizations.parent_id').on(organizationVisible(caller, 'parent')),
        )
        .select([
          'organizations.id',
          'organizations.name',
          'organizations.siret',
          'parent.id as parentId',
          'parent.name as parentName',
          sql<boolean>`organizations.parent_id is null`.as('isRoot'),
          'organizations.zip_code as zipCode',
          'organizations.city',
          'organizations.created_at as createdAt',
        ]),
    { sortMap: ORGANIZATION_SORT, idColumn: 'organizations.id' },
    paging,
  );
  return { organizations: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), count };
};

export const ORGANIZATION_COLUMNS = [
  'organizations.id',
  'organizations.name',
  'organizations.siret',
  'organizations.parent_id',
  'organizations.org_path',
  'organizations.street',
  'organizations.postal',
  'organizations.zip_code',
  'organizations.city',
  'organizations.country',
  'organizations.phone',
  'organizations.distribution',
  'organizations.invoicing_login',
  'organizations.invoicing_password_enc',
  'organizations.transmission_mode',
  'organizations.reception_mode',
  'organizations.doc_types',
  'organizations.specific_css_url',
  'organizations.bpe_not_stated',
  'organizations.dispatch_signature',
  'organizations.created_at',
] as const;

export const findVisibleOrganization = (db: Kysely<DB>, caller: Access, id: string) =>
  visibleOrganizations(db, caller).select(ORGANIZATION_COLUMNS).where('organizations.id', '=', id).executeTakeFirst();

/** The ancestors on an organisation's path that the caller may see, root first. */
export const visibleAncestors = async (db: Kysely<DB>, caller: Access, orgPath: string[]) => {
  const ancestorIds = orgPath.slice(0, -1);
  if (ancestorIds.length === 0) return [];
  const rows = await visibleOrganizations(db, caller)
    .select(['organizations.id', 'organizations.name'])
    .where('organizations.id', 'in', ancestorIds)
    .execute();
  return rows.sort((a, b) => ancestorIds.indexOf(a.id) - ancestorIds.indexOf(b.id));
};
