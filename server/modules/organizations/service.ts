import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  normalizeCssUrl,
  type TOrganization,
  type TOrganizationConf,
  type TOrganizationSearch,
  type TOrganizationUpdate,
  type TOrganizationWrite,
} from '../../../common/schemas/organizations';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import { organizationAtTopOfScope, visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { addressOf } from '../../db/address';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError, notFound } from '../../http/errors';
import { findVisibleOrganization, matchingOrganizations, organizationPage, visibleAncestors } from './queries';
import { queueRetentionRecompute } from '../retention/recomputeJob';

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findVisibleOrganization>>>;

export const searchOrganizations = (ctx: AppContext, caller: Access, search: TOrganizationSearch) => {
  const { db } = ctx.database;
  // `ids: []` asks for none of them: an id no organisation has stands for the empty list SQL lacks.
  const matching = matchingOrganizations(db, caller, search).$if(search.ids !== undefined, (qb) =>
    qb.where('organizations.id', 'in', search.ids!.length ? search.ids! : [randomUUID()]),
  );
  return organizationPage(caller, matching, search);
};

/** The tops of the caller's visible tree: visible organisations none of whose ancestors is visible. */
export const searchTopLevelOrganizations = (ctx: AppContext, caller: Access, search: TOrganizationSearch) => {
  const { db } = ctx.database;
  const matching = matchingOrganizations(db, caller, search).where(organizationAtTopOfScope(caller, 'organizations'));
  return organizationPage(caller, matching, search);
};

/** What an organisation may be moved under: every visible organisation outside its own subtree. */
export const searchOrganizationsOutsideSubtree = async (
  ctx: AppContext,
  caller: Access,
  orgId: string,
  search: TOrganizationSearch,
) => {
  const { db } = ctx.database;
  await requireVisible(ctx, caller, orgId);
  const matching = matchingOrganizations(db, caller, search).where(
    sql<boolean>`not (organizations.org_path @> array[${orgId}]::uuid[])`,
  );
  return organizationPage(caller, matching, search);
};

const requireVisible = async (ctx: AppContext, caller: Access, id: string): Promise<OrganizationRow> => {
  const row = await findVisibleOrganization(ctx.database.db, caller, id);
  if (!row) throw notFound('Organization');
  return row;
};

const describe = async (ctx: AppContext, caller: Access, row: OrganizationRow): Promise<TOrganization> => ({
  id: row.id,
  name: row.name,
  siret: row.siret,
  parentId: row.parent_id,
  isRoot: row.parent_id === null,
  address: addressOf(row),
  distribution: row.distribution,
  invoicingLogin: row.invoicing_login,
  hasInvoicingPassword: row.invoicing_password_enc !== null,
  ancestors: await visibleAncestors(ctx.database.db, caller, row.org_path),
  createdAt: row.created_at.toISOString(),
});

export const getOrganization = async (ctx: AppContext, caller: Access, id: string) =>
  describe(ctx, caller, await requireVisible(ctx, caller, id));

export const getAncestors = async (ctx: AppContext, caller: Access, id: string) =>
  visibleAncestors(ctx.database.db, caller, (await requireVisible(ctx, caller, id)).org_path);

const addressColumns = ({ address }: TOrganizationWrite) => ({
  street: address.street,
  postal: address.postal,
  zip_code: address.zipCode,
  city: address.city,
  country: address.country,
  phone: address.phone,
});

/**
 * Every reason the input cannot be saved, gathered so the form can show them all at once (spec
 * section 8: organisation creation shows all errors as a list).
 */
const checkWrite = async (
  ctx: AppContext,
  caller: Access,
  input: TOrganizationWrite,
  current?: OrganizationRow,
): Promise<{ parentPath: string[] | null }> => {
  const { db } = ctx.database;
  const fields: Record<string, string> = {};
  let parentPath: string[] | null = null;
  const isRoot = current !== undefined && current.parent_id === null;
  if (isRoot && input.parentId !== null) fields.parentId = 'root_cannot_move';
  if (!isRoot && input.parentId === null) fields.parentId = 'required';
  // Staying under the same parent is no move: a user may edit an organisation whose parent they do not see.
  const moves = current === undefined || input.parentId !== current.parent_id;
  if (!isRoot && input.parentId !== null && moves) {
    const parent = await findVisibleOrganization(db, caller, input.parentId);
    if (!parent) fields.parentId = 'not_visible';
    else if (current && parent.org_path.includes(current.id)) fields.parentId = 'inside_itself';
    else parentPath = parent.org_path;
  }
  const sameSiret = await db
    .selectFrom('organizations')
    .select('id')
    .where(sameCustomer(caller, 'customer_id'))
    .where('siret', '=', input.siret)
    .$if(current !== undefined, (qb) => qb.where('id', '<>', current!.id))
    .executeTakeFirst();
  if (sameSiret) fields.siret = 'siret_taken';
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'VALIDATION_ERROR', 'The organisation cannot be saved', fields);
  }
  return { parentPath };
};

/** Two saves racing for one SIRET: the unique index decides, and the loser gets the same field error. */
const siretTaken = (error: unknown) => {
  if (!isUniqueViolation(error)) return error;
  return new AppError(400, 'VALIDATION_ERROR', 'The organisation cannot be saved', { siret: 'siret_taken' });
};

export const createOrganization = async (ctx: AppContext, caller: Access, input: TOrganizationWrite) => {
  const { parentPath } = await checkWrite(ctx, caller, input);
  const id = randomUUID();
  await ctx.database.db
    .insertInto('organizations')
    .values({
      id,
      customer_id: caller.customerId,
      parent_id: input.parentId,
      org_path: [...parentPath!, id],
      name: input.name,
      siret: input.siret,
      ...addressColumns(input),
      distribution: input.distribution,
      invoicing_login: input.invoicingLogin,
      invoicing_password_enc: input.invoicingPassword === null ? null : ctx.secrets.seal(input.invoicingPassword),
    })
    .execute()
    .catch((error) => {
      throw siretTaken(error);
    });
  return getOrganization(ctx, caller, id);
};

export const updateOrganization = async (ctx: AppContext, caller: Access, id: string, input: TOrganizationUpdate) => {
  const current = await requireVisible(ctx, caller, id);
  const { parentPath } = await checkWrite(ctx, caller, input, current);
  const password = () => {
    if (input.invoicingPassword !== null) return ctx.secrets.seal(input.invoicingPassword);
    return input.clearInvoicingPassword ? null : current.invoicing_password_enc;
  };
  await ctx.database.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('organizations')
        .set({
          name: input.name,
          siret: input.siret,
          ...addressColumns(input),
          distribution: input.distribution,
          invoicing_login: input.invoicingLogin,
          invoicing_password_enc: password(),
        })
        .where('id', '=', id)
        .execute();
      if (parentPath && input.parentId !== current.parent_id) {
        await moveSubtree(trx, current, input.parentId!, parentPath);
        // Its documents may now inherit other retention policies.
        await queueRetentionRecompute(trx, ctx.boss, current.id);
      }
    })
    .catch((error) => {
      throw siretTaken(error);
    });
  return getOrganization(ctx, caller, id);
};

/** Re-roots the organisation and all its descendants: each path keeps its part from the organisation down. */
const moveSubtree = async (trx: Transaction<DB>, current: OrganizationRow, parentId: string, parentPath: string[]) => {
  await trx.updateTable('organizations').set({ parent_id: parentId }).where('id', '=', current.id).execute();
  await sql`
    update organizations
    set org_path = ${sql.val(parentPath)}::uuid[] || org_path[array_position(org_path, ${current.id}::uuid):]
    where org_path @> array[${current.id}]::uuid[]
  `.execute(trx);
};

const confOf = (row: OrganizationRow): TOrganizationConf => ({
  transmissionMode: row.transmission_mode,
  receptionMode: row.reception_mode,
  docTypes: row.doc_types,
  bpeNotStated: row.bpe_not_stated,
  dispatchSignature: row.dispatch_signature,
  extraOptions: { specificCSSUrl: row.specific_css_url },
});

export const getConf = async (ctx: AppContext, caller: Access, id: string) =>
  confOf(await requireVisible(ctx, caller, id));

export const updateConf = async (ctx: AppContext, caller: Access, id: string, changes: Partial<TOrganizationConf>) => {
  const current = confOf(await requireVisible(ctx, caller, id));
  const merged = { ...current, ...changes };
  const url = merged.extraOptions.specificCSSUrl;
  const conf = { ...merged, extraOptions: { specificCSSUrl: url && normalizeCssUrl(url) } };
  await ctx.database.db
    .updateTable('organizations')
    .set({
      transmission_mode: conf.transmissionMode,
      reception_mode: conf.receptionMode,
      doc_types: conf.docTypes,
      bpe_not_stated: conf.bpeNotStated,
      dispatch_signature: conf.dispatchSignature,
      specific_css_url: conf.extraOptions.specificCSSUrl,
    })
    .where('id', '=', id)
    .execute();
  return conf;
};

export const getOrganizationStats = async (ctx: AppContext, caller: Access) => {
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  const row = await visibleOrganizations(ctx.database.db, caller)
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number>`count(*) filter (where organizations.created_at >= ${monthAgo})`.as('createdLast30Days'),
    ])
    .executeTakeFirstOrThrow();
  return row;
};

/** The stylesheet of the caller's own organisation, else of its nearest ancestor that has one. */
export const currentStylesheet = async (ctx: AppContext, userId: string) => {
  const row = await sql<{ orgId: string; url: string }>`
    select a.id as "orgId", a.specific_css_url as url
    from users u
    join organizations o on o.id = u.org_id
    join organizations a on a.id = any(o.org_path) and a.specific_css_url is not null
    where u.id = ${userId}
    order by array_position(o.org_path, a.id) desc
    limit 1
  `.execute(ctx.database.db);
  return row.rows[0] ?? null;
};

/** The stylesheet an organisation configured, if any: what the page's Content-Security-Policy may name. */
export const stylesheetOf = async (db: Kysely<DB>, orgId: string): Promise<string | null> =>
  (await db.selectFrom('organizations').select('specific_css_url').where('id', '=', orgId).executeTakeFirst())
    ?.specific_css_url ?? null;
