import { sql, type Kysely } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import type { TSignTemplate, TSignTemplateWrite } from '../../../common/schemas/signWorkflows';
import type { z } from 'zod';
import type { ZSignTemplateSearch } from '../../../common/schemas/signWorkflows';
import type { Access } from '../../access/requestAccess';
import { visibleTemplates } from '../../access/signWorkflowVisibility';
import { visibleOrganizations } from '../../access/visibility';
import { containsPattern, pageOfRows, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { checkSignatories, userName } from './signatories';

type Search = z.infer<typeof ZSignTemplateSearch>;

const SORT: SortMap<Search['sort']['field']> = {
  name: sql`lower(sign_workflow_templates.name)`,
  createdAt: sql`sign_workflow_templates.created_at`,
};

const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', 'This template cannot be saved', fields);

type TemplateRow = { id: string; name: string; orgId: string; orgName: string; docTypes: DocType[]; createdAt: Date };

/** The templates' steps, with their signatories' names. */
const templatesOf = async (db: Kysely<DB>, rows: TemplateRow[]): Promise<TSignTemplate[]> => {
  if (rows.length === 0) return [];
  const steps = await db
    .selectFrom('sign_workflow_template_steps as s')
    .innerJoin('users as u', 'u.id', 's.signatory_id')
    .select(['s.template_id', 's.position', 'u.id', userName('u').as('name')])
    .where(
      's.template_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('s.position')
    .execute();
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    steps: steps
      .filter((step) => step.template_id === row.id)
      .map((step) => ({ position: step.position, signatory: { id: step.id, name: step.name } })),
  }));
};

const withColumns = (query: ReturnType<typeof visibleTemplates>) =>
  query
    .innerJoin('organizations as org', 'org.id', 'sign_workflow_templates.org_id')
    .select([
      'sign_workflow_templates.id',
      'sign_workflow_templates.name',
      'sign_workflow_templates.org_id as orgId',
      'org.name as orgName',
      'sign_workflow_templates.doc_types as docTypes',
      'sign_workflow_templates.created_at as createdAt',
    ]);

/** `POST sign-workflow-templates`. */
export const searchTemplates = async (db: Kysely<DB>, caller: Access, search: Search) => {
  const text = search.search.trim();
  const { name, orgId } = search.filters;
  const matching = visibleTemplates(db, caller)
    .$if(text !== '', (qb) => qb.where(sql`lower(sign_workflow_templates.name)`, 'like', containsPattern(text)))
    .$if(Boolean(name), (qb) => qb.where(sql`lower(sign_workflow_templates.name)`, 'like', containsPattern(name!)))
    .$if(orgId !== undefined, (qb) => qb.where('sign_workflow_templates.org_id', '=', orgId!));
  const { rows, count } = await pageOfRows(
    matching,
    withColumns,
    { sortMap: SORT, idColumn: 'sign_workflow_templates.id' },
    search,
  );
  return { templates: await templatesOf(db, rows), count };
};

export const templateDetail = async (db: Kysely<DB>, caller: Access, id: string): Promise<TSignTemplate> => {
  const row = await withColumns(
    visibleTemplates(db, caller).where('sign_workflow_templates.id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound('Sign workflow template');
  return (await templatesOf(db, [row]))[0]!;
};

/** The organisation must be visible (else 404), each step one signatory who may sign. */
const checkTemplate = async (db: Kysely<DB>, caller: Access, input: TSignTemplateWrite) => {
  const org = await visibleOrganizations(db, caller)
    .select('organizations.id')
    .where('organizations.id', '=', input.orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  const fields: Record<string, string> = {};
  const signatoryIds = await checkSignatories(db, caller, input.steps, fields);
  if (Object.keys(fields).length) throw invalid(fields);
  return { signatoryIds, docTypes: [...new Set(input.docTypes)] };
};

const writeSteps = (trx: Kysely<DB>, templateId: string, signatoryIds: string[]) =>
  trx
    .insertInto('sign_workflow_template_steps')
    .values(signatoryIds.map((signatory_id, index) => ({ template_id: templateId, position: index + 1, signatory_id })))
    .execute();

/** `POST sign-workflow-template`. */
export const createTemplate = async (db: Kysely<DB>, caller: Access, input: TSignTemplateWrite) => {
  const { signatoryIds, docTypes } = await checkTemplate(db, caller, input);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sign_workflow_templates')
      .values({
        customer_id: caller.customerId,
        org_id: input.orgId,
        name: input.name,
        doc_types: docTypes,
        created_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeSteps(trx, row.id, signatoryIds);
    return row.id;
  });
  return templateDetail(db, caller, id);
};

/** `PUT sign-workflow-template/{id}`: everything replaced. */
export const updateTemplate = async (db: Kysely<DB>, caller: Access, id: string, input: TSignTemplateWrite) => {
  await templateDetail(db, caller, id);
  const { signatoryIds, docTypes } = await checkTemplate(db, caller, input);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sign_workflow_templates')
      .set({ name: input.name, org_id: input.orgId, doc_types: docTypes })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sign_workflow_template_steps').where('template_id', '=', id).execute();
    await writeSteps(trx, id, signatoryIds);
  });
  return templateDetail(db, caller, id);
};

/** `DELETE sign-workflow-template/{id}`: the books made from it keep their steps. */
export const deleteTemplate = async (db: Kysely<DB>, caller: Access, id: string) => {
  await templateDetail(db, caller, id);
  await db.deleteFrom('sign_workflow_templates').where('id', '=', id).execute();
};
