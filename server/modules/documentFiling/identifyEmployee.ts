import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ZDocIdentify, type TDocIdentified } from '../../../common/schemas/documents';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { parseWithSchema, receivePdfs, refusedFile } from '../../http/multipartUpload';
import { failedByItsFile } from '../../pdf/poolTasks';
import { discardBlobs } from '../../storage/blobReferences';
import { candidateOf, detectEmployee, indexCandidates, lookupKeys } from '../campaigns/split/detectEmployee';
import { fileableEmployees } from './fileableEmployees';

/** A payslip prints its employee on its first page; a long file is read no further than this. */
const PAGES_READ = 3;
/** Matricule-like tokens and dates looked up at most, each: a page of figures stays one bounded query. */
const MAX_KEYS = 2000;
/** Fewer letters than this: no text layer worth the name (a scan). */
const MIN_LETTERS = 20;

const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', 'This file cannot be checked', fields);

/** The organisation's employees the caller sees whose matricule or birth date the text prints. */
const candidatesNamedIn = async (ctx: AppContext, caller: Access, orgId: string, text: string) => {
  const { numbers, birthDays } = lookupKeys(text, MAX_KEYS);
  if (numbers.length === 0 && birthDays.length === 0) return [];
  const rows = await fileableEmployees(ctx.database.db, caller, orgId)
    .select([
      'e.id',
      'e.registration_number',
      'e.first_name',
      'e.last_name',
      sql<string | null>`e.birth_day::text`.as('birth_day'),
    ])
    .where(({ or, eb }) =>
      or([
        eb('e.registration_number', '=', sql<string>`any(${sql.val(numbers)}::text[])`),
        // Compared as text: a printed "31/02/2026" is no date, and must not fail the query.
        sql<boolean>`e.birth_day::text = any(${sql.val(birthDays)}::text[])`,
      ]),
    )
    .execute();
  return rows.map(candidateOf);
};

/** The text of the file's first pages, or null when it has none (or reading it ran out of budget). */
const firstPagesText = async (ctx: AppContext, file: { bytes: Buffer; pages: number }) => {
  try {
    const text = (await ctx.pdf.texts(file.bytes, 0, Math.min(file.pages, PAGES_READ), 'request')).join('\n');
    return (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS ? text : null;
  } catch (error) {
    if (failedByItsFile(error)) return null;
    throw error;
  }
};

/**
 * `POST doc/identify`: whom a file about to be deposited names, as a campaign's split would find
 * them (matricule, or name with birth date), among the employees the caller may file it to. The
 * file is read and forgotten: its blob goes unless a row names the same bytes.
 */
export const identifyEmployee = async (
  ctx: AppContext,
  caller: Access,
  request: FastifyRequest,
): Promise<TDocIdentified> => {
  const { checked, files } = await receivePdfs(ctx, request, {
    field: {
      name: 'document',
      maxBytes: 4096,
      check: async (json) => {
        const document = parseWithSchema(ZDocIdentify, json, 'document', invalid);
        const organization = await visibleOrganizations(ctx.database.db, caller)
          .select('organizations.id')
          .where('organizations.id', '=', document.orgId)
          .executeTakeFirst();
        if (!organization) throw notFound('Organization');
        return document;
      },
    },
    maxFiles: 1,
    refuse: invalid,
    announced: () => [undefined],
    countMismatch: () => refusedFile(invalid, 'no_file'),
    namedRefusals: false,
  });
  const file = files[0]!;
  try {
    const text = await firstPagesText(ctx, file);
    if (text === null) return { textFound: false, employee: null };
    const candidates = await candidatesNamedIn(ctx, caller, checked!.orgId, text);
    const found = detectEmployee(text, indexCandidates(candidates));
    return {
      textFound: true,
      employee: found
        ? {
            id: found.id,
            firstName: found.firstName,
            lastName: found.lastName,
            registrationNumber: found.registrationNumber,
          }
        : null,
    };
  } finally {
    await discardBlobs(ctx, [file.key]);
  }
};
