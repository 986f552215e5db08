import { sql, type Kysely } from 'kysely';
import { nextCampaignStatus, type TDispatchedDoc, type TDispatchedDocSearch } from '../../../common/schemas/campaigns';
import { dispatchedDocVisible, requireCampaign, visibleDispatchedDocs } from '../../access/campaignVisibility';
import type { Access } from '../../access/requestAccess';
import { queueCampaignDispatch } from './queues';
import { CampaignConflict, moveCampaign } from './transitions';
import type { AppContext } from '../../context';
import { containsPattern, pageOfRows, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recountCampaign } from './queries';

/** The recipient as the list shows it: "LAST First" of the employee, or the partnership's name. */
const RECIPIENT = sql<string | null>`(case when recipient_employee.id is not null
  then upper(recipient_employee.last_name) || ' ' || recipient_employee.first_name
  else recipient_party.name end)`;

export const DISPATCHED_DOC_SORT: SortMap<TDispatchedDocSearch['sort']['field']> = {
  name: sql`lower(dispatched_docs.name)`,
  recipient: sql`lower(${RECIPIENT})`,
  status: sql`dispatched_docs.status`,
};

/** The documents of one campaign the caller sees, joined to their recipient (for its name). */
const docsOfCampaign = (db: Kysely<DB>, caller: Access, campaignId: string) => {
  const docs = db
    .selectFrom('dispatched_docs')
    .where('dispatched_docs.campaign_id', '=', campaignId)
    .where(dispatchedDocVisible(caller, 'dispatched_docs'));
  return docs
    .leftJoin('employees as recipient_employee', 'recipient_employee.id', 'dispatched_docs.employee_id')
    .leftJoin(
      'partnerships as recipient_party',
      'recipient_party.id',
      'dispatched_docs.partnership_id',
    ) as unknown as typeof docs;
};

const withDocColumns = (query: ReturnType<typeof docsOfCampaign>) =>
  query.select([
    'dispatched_docs.id',
    'dispatched_docs.name',
    RECIPIENT.as('recipient'),
    'dispatched_docs.recipient_key as recipientKey',
    'dispatched_docs.status',
    'dispatched_docs.channel',
    'dispatched_docs.error_cause as errorCause',
    'dispatched_docs.page_from as pageFrom',
    'dispatched_docs.page_to as pageTo',
    'dispatched_docs.document_id as documentId',
  ]);

type DocRow = Awaited<ReturnType<ReturnType<typeof withDocColumns>['execute']>>[number];

/** A document's sender: the user who created its campaign. */
const senderOf = async (db: Kysely<DB>, campaignId: string) =>
  (
    await db
      .selectFrom('campaigns')
      .innerJoin('users', 'users.id', 'campaigns.created_by')
      .select(sql<string>`trim(users.first_name || ' ' || users.name)`.as('name'))
      .where('campaigns.id', '=', campaignId)
      .executeTakeFirstOrThrow()
  ).name;

const docOf =
  (sender: string) =>
  ({ recipientKey, pageFrom, pageTo, ...row }: DocRow): TDispatchedDoc => ({
    ...row,
    sender,
    recipientKind: recipientKey.startsWith('E:') ? 'EMPLOYEE' : recipientKey.startsWith('P:') ? 'PARTNERSHIP' : null,
    // Whole documents (recipients named) have no pages of their own.
    pageFrom: pageFrom > 0 ? pageFrom : null,
    pageTo: pageFrom > 0 ? pageTo : null,
  });

/** `POST dispatch/{id}/dispatched-docs`. */
export const searchDispatchedDocs = async (
  db: Kysely<DB>,
  caller: Access,
  campaignId: string,
  search: TDispatchedDocSearch,
) => {
  await requireCampaign(db, caller, campaignId);
  const text = search.search.trim();
  const { name, recipient, status, errorCause } = search.filters;
  const contains = (expression: ReturnType<typeof sql>, value: string) =>
    sql<boolean>`lower(${expression}) like ${containsPattern(value)}`;
  const matching = docsOfCampaign(db, caller, campaignId)
    .$if(text !== '', (qb) =>
      qb.where(sql<boolean>`(${contains(sql`dispatched_docs.name`, text)} or ${contains(RECIPIENT, text)})`),
    )
    .$if(Boolean(name), (qb) => qb.where(contains(sql`dispatched_docs.name`, name!)))
    .$if(Boolean(recipient), (qb) => qb.where(contains(RECIPIENT, recipient!)))
    .$if(status !== undefined, (qb) => qb.where('dispatched_docs.status', '=', status!))
    .$if(errorCause !== undefined, (qb) => qb.where('dispatched_docs.error_cause', '=', errorCause!));
  const [{ rows, count }, sender] = await Promise.all([
    pageOfRows(matching, withDocColumns, { sortMap: DISPATCHED_DOC_SORT, idColumn: 'dispatched_docs.id' }, search),
    senderOf(db, campaignId),
  ]);
  return { dispatchedDocs: rows.map(docOf(sender)), count };
};

/** One document the caller sees, locked for a change; 404 for any other. */
const lockDoc = async (trx: Kysely<DB>, caller: Access, id: string) => {
  const row = await visibleDispatchedDocs(trx, caller)
    .select(['dd.id', 'dd.campaign_id as campaignId', 'dd.status', 'c.status as campaignStatus'])
    .where('dd.id', '=', id)
    .forUpdate('dd')
    .executeTakeFirst();
  if (!row) throw notFound('Dispatched document');
  return row;
};

const describeDoc = async (db: Kysely<DB>, caller: Access, campaignId: string, id: string) => {
  const row = await withDocColumns(
    docsOfCampaign(db, caller, campaignId).where('dispatched_docs.id', '=', id),
  ).executeTakeFirstOrThrow();
  return docOf(await senderOf(db, campaignId))(row);
};

const docConflict = (status: string, action: string) =>
  new AppError(409, 'CONFLICT', `A document in status ${status} cannot ${action}`, { status: 'not_allowed' });

/**
 * Queues the dispatch of a campaign that has a PENDING document again: moved with `event` when its
 * status allows it; left as it is while a dispatch is under way (the job takes the document);
 * else 409.
 */
const redispatch = async (
  ctx: AppContext,
  trx: Kysely<DB>,
  campaign: { id: string; status: Parameters<typeof nextCampaignStatus>[0] },
  event: 'retry' | 'send',
) => {
  if (nextCampaignStatus(campaign.status, event)) await moveCampaign(trx, campaign.id, event);
  else if (campaign.status !== 'DISPATCHING' && campaign.status !== 'NEEDS_DISPATCHING')
    throw new CampaignConflict(campaign.status, event);
  await queueCampaignDispatch(trx, ctx.boss, campaign.id);
};

/** `POST dispatched-doc/retry/{id}`: a failed or undelivered document goes back to PENDING and is sent again. */
export const retryDispatchedDoc = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  const doc = await db.transaction().execute(async (trx) => {
    const doc = await lockDoc(trx, caller, id);
    if (doc.status !== 'IN_ERROR' && doc.status !== 'NOT_DISPATCHED') throw docConflict(doc.status, 'retry');
    await trx
      .updateTable('dispatched_docs')
      .set({ status: 'PENDING', error_cause: null })
      .where('id', '=', id)
      .execute();
    await redispatch(ctx, trx, { id: doc.campaignId, status: doc.campaignStatus }, 'retry');
    return doc;
  });
  return describeDoc(db, caller, doc.campaignId, id);
};

/** `GET dispatched-doc/send/{id}`: a PENDING document's dispatch is queued. */
export const sendDispatchedDoc = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  const doc = await db.transaction().execute(async (trx) => {
    const doc = await lockDoc(trx, caller, id);
    if (doc.status !== 'PENDING') throw docConflict(doc.status, 'send');
    await redispatch(ctx, trx, { id: doc.campaignId, status: doc.campaignStatus }, 'send');
    return doc;
  });
  return describeDoc(db, caller, doc.campaignId, id);
};

const DELETABLE = ['PENDING', 'NOT_DISPATCHED', 'IN_ERROR'];

/**
 * `DELETE dispatched-docs`: all or nothing. One id the caller may not see: 404; one document
 * already delivered: 409. The campaigns' counts follow.
 */
export const deleteDispatchedDocs = async (ctx: AppContext, caller: Access, ids: string[]) => {
  const wanted = [...new Set(ids)];
  await ctx.database.db.transaction().execute(async (trx) => {
    const rows = await visibleDispatchedDocs(trx, caller)
      .select(['dd.id', 'dd.campaign_id as campaignId', 'dd.status'])
      .where('dd.id', 'in', wanted)
      .forUpdate('dd')
      .execute();
    if (rows.length !== wanted.length) throw notFound('Dispatched document');
    const delivered = rows.find((row) => !DELETABLE.includes(row.status));
    if (delivered) throw docConflict(delivered.status, 'be deleted');
    await trx.deleteFrom('dispatched_docs').where('id', 'in', wanted).execute();
    for (const campaignId of new Set(rows.map((row) => row.campaignId))) {
      await recountCampaign(trx, campaignId);
    }
  });
};
