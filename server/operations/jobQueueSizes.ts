import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export type QueueSize = { queue: string; state: string; jobs: number };

/**
 * Jobs per queue and state, every queue and state named even when empty (a gauge that vanishes
 * reads as unknown, not as zero). Done jobs are not counted: they pile up until pg-boss archives
 * them and say nothing of a backlog; failed ones are, until archived.
 */
export const jobQueueSizes = async (db: Kysely<DB>): Promise<QueueSize[]> => {
  const { rows } = await sql<QueueSize>`
    select q.name as queue, s.state::text as state, count(j.id)::int as jobs
    from pgboss.queue q
    cross join unnest(array['created', 'retry', 'active', 'failed']::pgboss.job_state[]) as s(state)
    left join pgboss.job j on j.name = q.name and j.state = s.state
    group by q.name, s.state`.execute(db);
  return rows;
};
