import { sql, type Insertable } from 'kysely';
import type {
  TCollectorAccountInput,
  TSubscriptionCreate,
  TSubscriptionUpdate,
} from '../../../common/schemas/collectors';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { CollectorAccountTable } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { findVisibleSubscription, visibleSubscriptions } from './queries';
import { refuseInternalHosts } from './refuseInternalHosts';
import { storeSubscriptionState } from './subscriptionState';

const NOT_FOUND = 'Collector subscription';

/** The settings of an account as stored, its password sealed. */
const accountValues = (account: TCollectorAccountInput, position: number, sealed: string) => ({
  position,
  host: account.host,
  port: account.port,
  tls: account.tls,
  login: account.login,
  password_enc: sealed,
  folder: account.folder,
  name_pattern: account.namePattern || '*.pdf',
  sender: account.sender,
  subject: account.subject,
  max_age_days: account.maxAgeDays,
  processed_folder: account.processedFolder,
});

/** A new account must bring its password; every missing one is named under its field. */
const requirePasswords = (accounts: TCollectorAccountInput[], kept: Set<string>) => {
  const fields = Object.fromEntries(
    accounts.flatMap((account, index) =>
      account.password === '' && !(account.id && kept.has(account.id))
        ? [[`accounts.${index}.password`, 'collector_password_required']]
        : [],
    ),
  );
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_ERROR', 'A new account needs its password', fields);
};

/** `POST collectorSubscription/add`: active at once when it brings an account (spec sections 4 and 5). */
export const addSubscription = async (ctx: AppContext, caller: Access, input: TSubscriptionCreate) => {
  const { db } = ctx.database;
  const org = await visibleOrganizations(db, caller)
    .select(['id', 'customer_id'])
    .where('id', '=', input.orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  requirePasswords(input.accounts, new Set());
  await refuseInternalHosts(ctx.config.outbound, input.accounts);
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('collector_subscriptions')
      .values({
        customer_id: org.customer_id,
        org_id: org.id,
        collector_id: input.collectorId,
        name: input.name,
        doc_type: input.docType,
        interval_minutes: input.intervalMinutes,
        enabled: input.enabled,
        created_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.accounts.length > 0)
      await trx
        .insertInto('collector_accounts')
        .values(
          input.accounts.map((account, position) => ({
            subscription_id: id,
            ...accountValues(account, position, ctx.secrets.seal(account.password)),
          })),
        )
        .execute();
    await storeSubscriptionState(trx, id);
    return id;
  });
  return (await findVisibleSubscription(db, caller, id))!;
};

/** What reaching the remote depends on: changed, the account's last outcome no longer holds. */
const reachChanged = (before: Insertable<CollectorAccountTable>, after: TCollectorAccountInput) =>
  before.host !== after.host ||
  before.port !== after.port ||
  before.tls !== after.tls ||
  before.login !== after.login ||
  before.folder !== after.folder ||
  after.password !== '';

/**
 * `PUT collectorSubscription/{id}`: the accounts given are its accounts. One with its id keeps
 * its stored password when none is typed; one left out is removed (its ledger stays, so what it
 * collected is not collected again if it comes back); none left deactivates the subscription.
 */
export const updateSubscription = async (ctx: AppContext, caller: Access, id: string, input: TSubscriptionUpdate) => {
  const { db } = ctx.database;
  const found = await visibleSubscriptions(db, caller)
    .select('collector_subscriptions.id')
    .where('collector_subscriptions.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound(NOT_FOUND);
  await refuseInternalHosts(ctx.config.outbound, input.accounts);
  await db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('collector_accounts').selectAll().where('subscription_id', '=', id).execute();
    const byId = new Map(stored.map((account) => [account.id, account]));
    const unknown = input.accounts.findIndex((account) => account.id && !byId.has(account.id));
    if (unknown >= 0)
      throw new AppError(400, 'VALIDATION_ERROR', 'No such account in this subscription', {
        [`accounts.${unknown}.id`]: 'not_found',
      });
    requirePasswords(input.accounts, new Set(byId.keys()));
    await trx
      .updateTable('collector_subscriptions')
      .set({
        name: input.name,
        doc_type: input.docType,
        interval_minutes: input.intervalMinutes,
        enabled: input.enabled,
      })
      .where('id', '=', id)
      .execute();
    const keptIds = input.accounts.flatMap((account) => (account.id ? [account.id] : []));
    await trx
      .deleteFrom('collector_accounts')
      .where('subscription_id', '=', id)
      .$if(keptIds.length > 0, (qb) => qb.where('id', 'not in', keptIds))
      .execute();
    for (const [position, account] of input.accounts.entries()) {
      const before = account.id ? byId.get(account.id) : undefined;
      const sealed = account.password === '' && before ? before.password_enc : ctx.secrets.seal(account.password);
      const values = accountValues(account, position, sealed);
      if (!before) {
        await trx
          .insertInto('collector_accounts')
          .values({ subscription_id: id, ...values })
          .execute();
        continue;
      }
      const reset = reachChanged(before, account) ? { state: 'NEVER_RUN' as const, last_error: null } : {};
      // Another server is another key to pin.
      const unpin = before.host !== account.host || before.port !== account.port ? { host_key: null } : {};
      await trx
        .updateTable('collector_accounts')
        .set({ ...values, ...reset, ...unpin })
        .where('id', '=', before.id)
        .execute();
    }
    await storeSubscriptionState(trx, id);
  });
  return (await findVisibleSubscription(db, caller, id))!;
};

const processing = () =>
  new AppError(409, 'CONFLICT', 'The collector is being processed and cannot be deleted', {
    id: 'collector_processing',
  });

/** `DELETE collectorSubscription/{id}`: 409 while a run holds it; the documents it collected stay in the safe. */
export const deleteSubscription = async (ctx: AppContext, caller: Access, id: string) => {
  const { db } = ctx.database;
  const deleted = await db
    .deleteFrom('collector_subscriptions')
    .where('id', 'in', visibleSubscriptions(db, caller).select('collector_subscriptions.id'))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return;
  if (await findVisibleSubscription(db, caller, id)) throw processing();
  throw notFound(NOT_FOUND);
};

/** A subscription the caller may have collected now: enabled, with an account (409 `collector_inactive`). */
export const collectableSubscription = async (ctx: AppContext, caller: Access, id: string) => {
  const subscription = await findVisibleSubscription(ctx.database.db, caller, id);
  if (!subscription) throw notFound(NOT_FOUND);
  if (!subscription.enabled || !subscription.active)
    throw new AppError(409, 'CONFLICT', 'The collector is disabled or has no account', { id: 'collector_inactive' });
  return subscription;
};
