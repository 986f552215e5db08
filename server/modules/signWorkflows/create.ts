import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DocType } from '../../../common/docTypes';
import { ZSignWorkflowCreate, type TSignWorkflowCreate } from '../../../common/schemas/signWorkflows';
import { documentReaderOf, visibleDocumentIds } from '../../access/documentAccess';
import type { Access } from '../../access/requestAccess';
import { visibleTemplates } from '../../access/signWorkflowVisibility';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { parseWithSchema } from '../../http/multipartUpload';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { notifySignatory } from './notify';
import { checkSignatories } from './signatories';

export const invalidWorkflow = (fields: Record<string, string>, message = 'This signature book cannot be created') =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

/** The part of a request its rules read: each field as its schema reads it, undefined when malformed. */
type RequestPart = {
  name?: string;
  steps?: TSignWorkflowCreate['steps'];
  files?: TSignWorkflowCreate['files'];
  templateAsked: boolean;
};

/**
 * The rules the request alone decides (spec section 5): a name, documents (of the safe in a JSON
 * book: by docId; in an upload, each a docId or a named part), steps unless a template is asked.
 */
const requestErrors = (input: RequestPart, from: 'safe' | 'upload'): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (input.name === '') fields.name = 'required';
  if (input.files?.length === 0) fields.files = 'required';
  input.files?.forEach((file, index) => {
    if (from === 'safe' && !file.docId) fields[`files.${index}.docId`] = 'required';
    if (from === 'upload' && !file.docId && !file.name) fields[`files.${index}.name`] = 'required';
  });
  if (!input.templateAsked && input.steps?.length === 0) fields.steps = 'required';
  return fields;
};

/** Of a request its schema refused, the fields that are well formed on their own. */
const wellFormedPart = (json: unknown): RequestPart => {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const { shape } = ZSignWorkflowCreate;
  const read = <T>(schema: z.ZodType<T>, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    name: read(shape.name, body.name),
    steps: read(shape.steps, body.steps),
    files: read(shape.files, body.files),
    templateAsked: body.templateId !== undefined,
  };
};

/**
 * The request as JSON, checked with its schema (field codes as the other calls give them). When a
 * field is malformed or missing (the organisation), the rules the rest breaks are named beside it:
 * every field at fault in one answer.
 */
export const parseWorkflow = (json: unknown, from: 'safe' | 'upload'): TSignWorkflowCreate => {
  try {
    return parseWithSchema(ZSignWorkflowCreate, json, 'workflow', invalidWorkflow);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    throw invalidWorkflow({ ...requestErrors(wellFormedPart(json), from), ...error.fields });
  }
};

/** A document of the book: from the safe (its blob and pages known), or a part still to read (no `source`). */
export type CheckedFile = {
  name: string;
  docType: DocType;
  description: string | null;
  source?: { documentId: string; blobKey: string; pages: number };
};

export type CheckedWorkflow = {
  input: TSignWorkflowCreate;
  templateId: string | null;
  signatoryIds: string[];
  files: CheckedFile[];
};

/** The template's document types: each file of one of them, each of them held exactly once. */
const checkDocTypes = (docTypes: DocType[], files: TSignWorkflowCreate['files'], fields: Record<string, string>) => {
  if (docTypes.length === 0) return;
  files.forEach((file, index) => {
    if (!docTypes.includes(file.docTypeCode)) fields[`files.${index}.docTypeCode`] = 'not_required_type';
  });
  for (const type of docTypes) {
    const held = files.filter((file) => file.docTypeCode === type).length;
    if (held === 0) fields[`docTypes.${type}`] = 'missing';
    if (held > 1) fields[`docTypes.${type}`] = 'only_one';
  }
};

/**
 * Everything but the uploaded bytes, checked before a byte of them is read (spec section 5): the
 * organisation (404 unless visible), the name, the files (documents of the safe the caller reads,
 * or named parts), the template's document types, one signatory per step who may sign.
 */
export const checkWorkflow = async (
  ctx: AppContext,
  caller: Access,
  input: TSignWorkflowCreate,
  from: 'safe' | 'upload',
): Promise<CheckedWorkflow> => {
  const { db } = ctx.database;
  const org = await visibleOrganizations(db, caller)
    .select('organizations.id')
    .where('organizations.id', '=', input.orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  const fields = requestErrors({ ...input, templateAsked: Boolean(input.templateId) }, from);
  let steps = input.steps;
  let templateId: string | null = null;
  if (input.templateId) {
    const template = await visibleTemplates(db, caller)
      .select(['sign_workflow_templates.id', 'sign_workflow_templates.doc_types'])
      .where('sign_workflow_templates.id', '=', input.templateId)
      .executeTakeFirst();
    if (!template) fields.templateId = 'not_found';
    else {
      if (input.steps.length) fields.steps = 'not_with_template';
      templateId = template.id;
      checkDocTypes(template.doc_types, input.files, fields);
      const templateSteps = await db
        .selectFrom('sign_workflow_template_steps')
        .select('signatory_id')
        .where('template_id', '=', template.id)
        .orderBy('position')
        .execute();
      steps = templateSteps.map((step) => ({ signatoryIds: [step.signatory_id] }));
    }
  }
  const signatoryIds = await checkSignatories(db, caller, steps, fields);
  const documents = await safeDocuments(db, caller, input, fields);
  if (Object.keys(fields).length) throw invalidWorkflow(fields);
  const files = input.files.map((file): CheckedFile => {
    const document = file.docId ? documents.get(file.docId) : undefined;
    return {
      name: document?.file_name ?? storedFileName(file.name!, 'document.pdf'),
      docType: file.docTypeCode,
      description: file.description || null,
      source: document && { documentId: document.id, blobKey: document.blob_key, pages: document.pages },
    };
  });
  return { input, templateId, signatoryIds, files };
};

/**
 * The documents of the safe named by docId: each one the caller reads (else `files.N.docId:
 * not_found`) and holding a file (else `no_file`).
 */
const safeDocuments = async (
  db: Kysely<DB>,
  caller: Access,
  input: TSignWorkflowCreate,
  fields: Record<string, string>,
) => {
  const ids = input.files.flatMap((file) => (file.docId ? [file.docId] : []));
  const readable = new Set(await visibleDocumentIds(db, await documentReaderOf(db, caller), ids));
  input.files.forEach((file, index) => {
    if (file.docId && !readable.has(file.docId)) fields[`files.${index}.docId`] = 'not_found';
  });
  const rows = readable.size
    ? await db
        .selectFrom('documents')
        .select(['id', 'file_name', 'blob_key', 'pages'])
        .where('id', 'in', [...readable])
        .execute()
    : [];
  const stored = new Map(rows.flatMap((row) => (row.blob_key ? [[row.id, { ...row, blob_key: row.blob_key }]] : [])));
  // A document of the safe with no file (a record alone) has nothing to sign.
  input.files.forEach((file, index) => {
    if (file.docId && readable.has(file.docId) && !stored.has(file.docId)) fields[`files.${index}.docId`] = 'no_file';
  });
  return stored;
};

/** An uploaded file, stored and checked whole: its blob, bytes and page count. */
export type StoredFile = { key: string; pages: number; bytes: Buffer };

/**
 * Writes the book, its files and steps in one transaction; unless a draft, it is out for signature
 * at once: step 1 current, its signatory emailed. Answers the new id.
 */
export const writeWorkflow = async (
  ctx: AppContext,
  caller: Access,
  workflow: CheckedWorkflow,
  uploads: StoredFile[],
): Promise<string> => {
  const { input } = workflow;
  const running = !input.draft;
  const id = await ctx.database.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('sign_workflows')
      .values({
        customer_id: caller.customerId,
        org_id: input.orgId,
        template_id: workflow.templateId,
        name: input.name,
        state: running ? 'RUNNING' : 'PENDING',
        current_step: running ? 1 : null,
        created_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let uploaded = 0;
    await trx
      .insertInto('sign_workflow_files')
      .values(
        workflow.files.map((file, index) => {
          const blob = file.source ?? { documentId: null, ...uploads[uploaded++]! };
          const key = 'blobKey' in blob ? blob.blobKey : blob.key;
          return {
            workflow_id: id,
            seq: index + 1,
            name: file.name,
            doc_type: file.docType,
            description: file.description,
            source_document_id: blob.documentId,
            original_blob_key: key,
            blob_key: key,
            pages: blob.pages,
          };
        }),
      )
      .execute();
    await writeSteps(trx, id, workflow.signatoryIds, running);
    if (running) await notifySignatory(ctx, trx, id, 1);
    return id;
  });
  await putBackIfSwept(ctx.blobs, uploads);
  return id;
};

export const writeSteps = (trx: Kysely<DB>, workflowId: string, signatoryIds: string[], running: boolean) =>
  trx
    .insertInto('sign_workflow_steps')
    .values(
      signatoryIds.map((signatory_id, index) => ({
        workflow_id: workflowId,
        position: index + 1,
        signatory_id,
        state: running && index === 0 ? ('CURRENT' as const) : ('WAITING' as const),
      })),
    )
    .execute();
