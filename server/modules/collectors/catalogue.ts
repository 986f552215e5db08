import { sql, type Kysely } from 'kysely';
import { COLLECTORS, type CollectorCategory } from '../../../common/collectors';
import type { TCollector } from '../../../common/schemas/collectors';
import type { Scope } from '../../access/scope';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { visibleSubscriptions } from './queries';

/** The catalogue (spec section 7: `GET collectors`), each kind with the caller's subscriptions to it. */
export const catalogue = async (db: Kysely<DB>, caller: Scope, category?: CollectorCategory): Promise<TCollector[]> => {
  const counts = await visibleSubscriptions(db, caller)
    .select(['collector_subscriptions.collector_id', sql<number>`count(*)`.as('count')])
    .groupBy('collector_subscriptions.collector_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.collector_id, Number(row.count)]));
  return COLLECTORS.filter((collector) => !category || collector.category === category).map((collector) => ({
    ...collector,
    subscriptions: countOf.get(collector.id) ?? 0,
  }));
};

export const catalogueEntry = async (db: Kysely<DB>, caller: Scope, id: string) => {
  const entry = (await catalogue(db, caller)).find((collector) => collector.id === id);
  if (!entry) throw notFound('Collector');
  return entry;
};
