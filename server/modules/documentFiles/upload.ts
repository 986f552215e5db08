import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import { ZDocUpload, type TDocSummary, type TDocUpload } from '../../../common/schemas/documents';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import { AppError, notFound } from '../../http/errors';
import { parseWithSchema, receivePdfs, refusedFile, type ReceivedPdf } from '../../http/multipartUpload';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { fileableEmployees } from '../documentFiling/fileableEmployees';
import { type Actor } from './events';
import { writeDeposit } from './deposit';
import { docSummary } from './queries';
import { sameCustomer } from '../../access/tenancy';

const invalid = (fields: Record<string, string>, message = 'This document cannot be deposited') =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

/**
 * Where the document goes, checked before its file is read: an organisation the caller sees (else
 * 404), one of its document types, an employee the caller sees linked to it, a third party of it.
 */
const checkTargets = async (ctx: AppContext, caller: Access, document: TDocUpload) => {
  const { db } = ctx.database;
  const organization = await visibleOrganizations(db, caller)
    .select(['organizations.id', 'organizations.doc_types'])
    .where('organizations.id', '=', document.orgId)
    .executeTakeFirst();
  if (!organization) throw notFound('Organization');
  if (!organization.doc_types.includes(document.docType as DocType)) throw invalid({ docType: 'not_configured' });
  if (document.employeeId) {
    const employee = await fileableEmployees(db, caller, document.orgId)
      .select('e.id')
      .where('e.id', '=', document.employeeId)
      .executeTakeFirst();
    if (!employee) throw invalid({ employeeId: 'not_in_organization' });
  }
  if (document.thirdPartyId) {
    const partnership = await db
      .selectFrom('partnerships')
      .select('id')
      .where('id', '=', document.thirdPartyId)
      .where('org_id', '=', document.orgId)
      .where(sameCustomer(caller, 'customer_id'))
      .executeTakeFirst();
    if (!partnership) throw invalid({ thirdPartyId: 'not_a_partnership' });
  }
};

/**
 * Reads the multipart body: the field `document` first, checked with where it goes, then the
 * field `file`, streamed to the blob store while its head and size are checked, then checked
 * whole by mupdf.
 */
const receive = async (ctx: AppContext, caller: Access, request: FastifyRequest) => {
  const { checked, files } = await receivePdfs(ctx, request, {
    field: {
      name: 'document',
      maxBytes: 256 * 1024,
      check: async (json) => {
        const document = parseWithSchema(ZDocUpload, json, 'document', invalid);
        await checkTargets(ctx, caller, document);
        return document;
      },
    },
    maxFiles: 1,
    refuse: invalid,
    announced: () => [undefined],
    countMismatch: () => refusedFile(invalid, 'no_file'),
    namedRefusals: false,
    checkPart: (part) => {
      if (part.filename.includes('\u0000')) throw invalid({ fileName: 'nul_character' });
    },
  });
  const file = files[0]!;
  return { document: checked!, file: { ...file, name: storedFileName(file.name, 'document.pdf') } };
};

/** Who deposits: the user whose name the document carries as its sender. */
export type Depositor = { userId: string; customerId: string };

/**
 * Writes a deposit whose file is already a blob, checked whole with mupdf (its bytes and pages):
 * the row, its DEPOSIT event and its text job in one transaction. Answers the new document's id.
 */
export const recordDeposit = async (
  ctx: AppContext,
  depositor: Depositor,
  document: TDocUpload,
  file: ReceivedPdf,
  actor: Actor,
): Promise<string> => {
  const sender = await ctx.database.db
    .selectFrom('users')
    .select(sql<string>`trim(first_name || ' ' || name)`.as('name'))
    .where('id', '=', depositor.userId)
    .executeTakeFirstOrThrow();
  const id = await ctx.database.db.transaction().execute((trx) =>
    writeDeposit(
      trx,
      ctx.boss,
      {
        customer_id: depositor.customerId,
        org_id: document.orgId,
        doc_type: document.docType,
        employee_id: document.employeeId,
        third_party_id: document.thirdPartyId,
        period_start: document.periodStart,
        period_end: document.periodEnd,
        description: document.description,
        keywords: document.keywords,
        metadata: JSON.stringify(Object.fromEntries(document.metaDatas.map(({ name, value }) => [name, value]))),
        file_name: file.name,
        blob_key: file.key,
        size: file.size,
        pages: file.pages,
        sender_user_id: depositor.userId,
        sender_name: sender.name,
      },
      actor,
    ),
  );
  await putBackIfSwept(ctx.blobs, [file]);
  return id;
};

/**
 * `POST doc/upload`: the file is streamed to the blob store (its blob exists before its row
 * commits) and checked, then recorded as a deposit of the caller.
 */
export const uploadDocument = async (
  ctx: AppContext,
  caller: Access,
  request: FastifyRequest,
  actor: Actor,
): Promise<TDocSummary> => {
  const { document, file } = await receive(ctx, caller, request);
  const id = await recordDeposit(ctx, caller, document, file, actor);
  return docSummary(ctx.database.db, caller.userId, id);
};
