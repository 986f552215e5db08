import { sql, type Kysely } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import {
  SIGN_WORKFLOW_LISTS,
  type SignStepState,
  type TSignWorkflow,
  type TSignWorkflowSearch,
  type TSignWorkflowSummary,
} from '../../../common/schemas/signWorkflows';
import type { Access } from '../../access/requestAccess';
import { visibleWorkflows } from '../../access/signWorkflowVisibility';
import { containsPattern, pageOfRows, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { userName } from './signatories';

const SORT: SortMap<TSignWorkflowSearch['sort']['field']> = {
  name: sql`lower(sign_workflows.name)`,
  createdAt: sql`sign_workflows.created_at`,
  signedAt: sql`sign_workflows.signed_at`,
  state: sql`sign_workflows.state`,
};

type Matching = ReturnType<typeof visibleWorkflows>;

/** The summary's columns: the organisation, the initiator, the steps' count, the current signatory, the files' types. */
export const withSummaryColumns = (query: Matching) =>
  query
    .innerJoin('organizations as org', 'org.id', 'sign_workflows.org_id')
    .innerJoin('users as creator', 'creator.id', 'sign_workflows.created_by')
    .select([
      'sign_workflows.id',
      'sign_workflows.name',
      'sign_workflows.org_id as orgId',
      'org.name as orgName',
      'sign_workflows.state',
      userName('creator').as('createdBy'),
      'sign_workflows.created_at as createdAt',
      'sign_workflows.signed_at as signedAt',
      'sign_workflows.current_step as currentStep',
      sql<number>`(select count(*) from sign_workflow_steps s where s.workflow_id = sign_workflows.id)`.as(
        'stepsCount',
      ),
      sql<{ id: string; name: string } | null>`(
        select json_build_object('id', u.id, 'name', ${userName('u')})
        from sign_workflow_steps s join users u on u.id = s.signatory_id
        where s.workflow_id = sign_workflows.id and s.position = sign_workflows.current_step
      )`.as('currentSignatory'),
      sql<DocType[]>`array(
        select distinct f.doc_type from sign_workflow_files f where f.workflow_id = sign_workflows.id order by f.doc_type
      )`.as('docTypes'),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof withSummaryColumns>['execute']>>[number];

export const summaryOf = (row: SummaryRow): TSignWorkflowSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  signedAt: row.signedAt?.toISOString() ?? null,
  stepsCount: Number(row.stepsCount),
  currentStep: row.state === 'RUNNING' ? row.currentStep : null,
  currentSignatory: row.state === 'RUNNING' ? row.currentSignatory : null,
});

/** `POST sign-workflows`: quick search and name on the name, the list (running or done), the state. */
export const searchWorkflows = async (db: Kysely<DB>, caller: Access, search: TSignWorkflowSearch) => {
  const text = search.search.trim();
  const { list, name, state } = search.filters;
  const matching = visibleWorkflows(db, caller)
    .$if(text !== '', (qb) => qb.where(sql`lower(sign_workflows.name)`, 'like', containsPattern(text)))
    .$if(Boolean(name), (qb) => qb.where(sql`lower(sign_workflows.name)`, 'like', containsPattern(name!)))
    .$if(list !== undefined, (qb) => qb.where('sign_workflows.state', 'in', SIGN_WORKFLOW_LISTS[list!]))
    .$if(state !== undefined, (qb) => qb.where('sign_workflows.state', '=', state!));
  return pageOf(matching, search);
};

const pageOf = async (matching: Matching, search: TSignWorkflowSearch) => {
  const { rows, count } = await pageOfRows(
    matching,
    withSummaryColumns,
    { sortMap: SORT, idColumn: 'sign_workflows.id' },
    search,
  );
  return { signWorkflows: rows.map(summaryOf), count };
};

const currentStepOf = (userId: string) =>
  sql<boolean>`exists (
    select 1 from sign_workflow_steps cs where cs.workflow_id = sign_workflows.id
    and cs.position = sign_workflows.current_step and cs.signatory_id = ${userId}
  )`;

/** `POST sign-workflows-pending/{userId}`: the books out for signature whose current step is that user's. */
export const pendingWorkflows = async (db: Kysely<DB>, caller: Access, userId: string, search: TSignWorkflowSearch) => {
  const matching = visibleWorkflows(db, caller)
    .where('sign_workflows.state', '=', 'RUNNING')
    .where(currentStepOf(userId));
  return pageOf(matching, search);
};

/** `GET sign-workflows/stats`. */
export const workflowStats = async (db: Kysely<DB>, caller: Access) => {
  const row = await visibleWorkflows(db, caller)
    .select([
      sql<number>`count(*)`.as('waiting'),
      sql<number>`count(*) filter (where ${currentStepOf(caller.userId)})`.as('toSign'),
    ])
    .where('sign_workflows.state', '=', 'RUNNING')
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), toSign: Number(row.toSign) };
};

/** `GET sign-workflows/{id}`: the summary, the files, the steps, and whether the caller may sign now. */
export const workflowDetail = async (db: Kysely<DB>, caller: Access, id: string): Promise<TSignWorkflow> => {
  const row = await withSummaryColumns(
    visibleWorkflows(db, caller).where('sign_workflows.id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound('Sign workflow');
  const [files, steps] = await Promise.all([
    db
      .selectFrom('sign_workflow_files')
      .select([
        'id',
        'name',
        'doc_type as docTypeCode',
        'description',
        'pages',
        'signed_document_id as signedDocumentId',
      ])
      .where('workflow_id', '=', id)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('sign_workflow_steps as s')
      .innerJoin('users as u', 'u.id', 's.signatory_id')
      .select(['s.position', 'u.id', userName('u').as('name'), 's.state', 's.at', 's.refused_reason'])
      .where('s.workflow_id', '=', id)
      .orderBy('s.position')
      .execute(),
  ]);
  const summary = summaryOf(row);
  return {
    ...summary,
    files,
    steps: steps.map((step) => ({
      position: step.position,
      signatory: { id: step.id, name: step.name },
      state: step.state as SignStepState,
      at: step.at?.toISOString() ?? null,
      refusedReason: step.refused_reason,
    })),
    canSign: summary.currentSignatory?.id === caller.userId,
  };
};
