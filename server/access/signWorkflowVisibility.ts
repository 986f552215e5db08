import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import type { Access } from './requestAccess';
import { orgIdVisible } from './visibility';

/**
 * A signature book is visible to whoever sees its organisation, and to each of its signatories
 * (who always see the books they sign, even outside their organisations). Anything else is
 * answered 404, as if it did not exist.
 */
export const workflowVisible = (caller: Access, alias: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and (${orgIdVisible(caller, `${alias}.org_id`)}
    or exists (select 1 from sign_workflow_steps vs where vs.workflow_id = ${sql.ref(`${alias}.id`)} and vs.signatory_id = ${caller.userId})))`;

export const visibleWorkflows = (db: Kysely<DB>, caller: Access) =>
  db.selectFrom('sign_workflows').where(workflowVisible(caller, 'sign_workflows'));

/**
 * The book, or 404. Changing or deleting it (`byOrganization`) takes seeing its organisation: a
 * signatory sees the book they sign, no more.
 */
export const requireWorkflow = async (db: Kysely<DB>, caller: Access, id: string, byOrganization = false) => {
  const row = await visibleWorkflows(db, caller)
    .select(['sign_workflows.id', 'sign_workflows.state', 'sign_workflows.current_step'])
    .where('sign_workflows.id', '=', id)
    .$if(byOrganization, (qb) => qb.where(orgIdVisible(caller, 'sign_workflows.org_id')))
    .executeTakeFirst();
  if (!row) throw notFound('Sign workflow');
  return row;
};

/** A template is visible to whoever sees its organisation. */
export const templateVisible = (caller: Access, alias: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${alias}.customer_id`)} = ${caller.customerId} and ${orgIdVisible(caller, `${alias}.org_id`)})`;

export const visibleTemplates = (db: Kysely<DB>, caller: Access) =>
  db.selectFrom('sign_workflow_templates').where(templateVisible(caller, 'sign_workflow_templates'));
