import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import { ZDocUpload, type TDocSummary, type TDocUpload } from '../../../common/schemas/documents';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import { AppError, notFound } from '../../http/errors';
import { findNulCharacter } from '../../http/inputGuards';
import { discardBlobs } from '../../http/multipartPdfs';
import { checkPdf, PdfRefused } from '../../pdf/pdfCheck';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { type Actor } from './events';
import { writeDeposit } from './deposit';
import { docSummary } from './queries';
import { checkedPdfUpload, UploadBroken } from '../../pdf/pdfUploadStream';

const invalid = (fields: Record<string, string>, message = 'This document cannot be deposited') =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

const fileRefused = (reason: string) => invalid({ file: reason }, `This file is refused (${reason})`);

const parseDocument = (text: string): TDocUpload => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid({ document: 'invalid_json' });
  }
  // The input guards see JSON bodies only: a multipart field is checked here.
  const nul = findNulCharacter(json);
  if (nul !== undefined) throw invalid({ [nul || 'document']: 'nul_character' });
  const parsed = ZDocUpload.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'document'] ??= issue.message;
  throw invalid(fields);
};

/**
 * Where the document goes, checked before its file is read: an organisation the caller sees (else
 * 404), one of its document types, an employee the caller sees linked to it, a third party of it.
 */
const checkTargets = async (ctx: AppContext, access: Access, document: TDocUpload) => {
  const { db } = ctx.database;
  const organization = await visibleOrganizations(db, access)
    .select(['organizations.id', 'organizations.doc_types'])
    .where('organizations.id', '=', document.orgId)
    .executeTakeFirst();
  if (!organization) throw notFound('Organization');
  if (!organization.doc_types.includes(document.docType as DocType)) throw invalid({ docType: 'not_configured' });
  if (document.employeeId) {
    const employee = await db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.id', '=', document.employeeId)
      .where(employeeVisible(access, 'e'))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('employee_organizations as eo')
            .select('eo.employee_id')
            .whereRef('eo.employee_id', '=', 'e.id')
            .where('eo.org_id', '=', document.orgId),
        ),
      )
      .executeTakeFirst();
    if (!employee) throw invalid({ employeeId: 'not_in_organization' });
  }
  if (document.thirdPartyId) {
    const partnership = await db
      .selectFrom('partnerships')
      .select('id')
      .where('id', '=', document.thirdPartyId)
      .where('org_id', '=', document.orgId)
      .where('customer_id', '=', access.customerId)
      .executeTakeFirst();
    if (!partnership) throw invalid({ thirdPartyId: 'not_a_partnership' });
  }
};

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const chunk of stream) void chunk;
};

type Received = { document: TDocUpload; fileName: string; key: string; size: number };

/**
 * Reads the multipart body: the field `document` first, checked, then the field `file`, streamed
 * to the blob store while its head and size are checked. The body is always read to its end, so
 * that the client gets the answer rather than a broken connection.
 */
const receive = async (ctx: AppContext, access: Access, request: FastifyRequest): Promise<Received> => {
  const maxBytes = ctx.config.documents.maxBytes;
  const limits = { fileSize: maxBytes + 1, files: 1, fields: 1, parts: 2, fieldSize: 256 * 1024 };
  let document: TDocUpload | undefined;
  let stored: Omit<Received, 'document'> | undefined;
  let failure: unknown;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.filename.includes('\u0000')) failure ??= invalid({ fileName: 'nul_character' });
        if (failure || !document) {
          failure ??= invalid({ document: 'required' });
          await drain(part.file);
          continue;
        }
        try {
          const { key, size } = await ctx.blobs.putStream(checkedPdfUpload(part.file, maxBytes));
          stored = { key, size, fileName: storedFileName(part.filename, 'document.pdf') };
        } catch (error) {
          failure = error;
          await drain(part.file).catch(() => undefined);
        }
      } else if (part.fieldname === 'document' && !failure) {
        try {
          document = parseDocument(String(part.value));
          await checkTargets(ctx, access, document);
        } catch (error) {
          failure = error;
        }
      }
    }
  } catch {
    // The multipart reader's own refusals (too many parts or fields, a broken body).
    failure ??= invalid({ file: 'incomplete' }, 'The multipart body cannot be read');
  }
  // A file stored before the body turned out wrong (a part too many, a broken end) is not kept.
  if (failure && stored) await discardBlobs(ctx, [stored.key]);
  if (failure instanceof PdfRefused) throw fileRefused(failure.reason);
  if (failure instanceof UploadBroken) throw fileRefused('incomplete');
  // Anything else (the database or the blob store away) is not the request's fault.
  if (failure) throw failure;
  if (!document) throw invalid({ document: 'required' });
  if (!stored) throw fileRefused('no_file');
  return { document, ...stored };
};

/** Who deposits: the user whose name the document carries as its sender. */
export type Depositor = { userId: string; customerId: string };

/**
 * Writes a deposit whose file is already a blob: checked as a whole with mupdf (refused: its blob
 * is removed, unless another row uses it, and nothing else is written), then the row, its DEPOSIT
 * event and its text job in one transaction. Answers the new document's id.
 */
export const recordDeposit = async (
  ctx: AppContext,
  depositor: Depositor,
  document: TDocUpload,
  file: { fileName: string; key: string; size: number },
  actor: Actor,
): Promise<string> => {
  let pages: number;
  let bytes: Buffer;
  try {
    bytes = await readVerifiedBytes(ctx.blobs, file.key);
    ({ pages } = await checkPdf(ctx.pdf, bytes));
  } catch (error) {
    await discardBlobs(ctx, [file.key]);
    if (error instanceof PdfRefused) throw fileRefused(error.reason);
    throw error;
  }
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
        file_name: file.fileName,
        blob_key: file.key,
        size: file.size,
        pages,
        sender_user_id: depositor.userId,
        sender_name: sender.name,
      },
      actor,
    ),
  );
  // Identical bytes already stored more than a day ago are not written again, so the orphan sweep
  // may have taken them meanwhile: the row now names them, they are put back.
  if (!(await ctx.blobs.has(file.key))) await ctx.blobs.put(bytes);
  return id;
};

/**
 * `POST doc/upload`: the file is streamed to the blob store (its blob exists before its row
 * commits), then recorded as a deposit of the caller.
 */
export const uploadDocument = async (
  ctx: AppContext,
  access: Access,
  request: FastifyRequest,
  actor: Actor,
): Promise<TDocSummary> => {
  const { document, ...file } = await receive(ctx, access, request);
  const id = await recordDeposit(ctx, access, document, file, actor);
  return docSummary(ctx.database.db, access.userId, id);
};
