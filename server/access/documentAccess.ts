import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { AppError } from '../http/errors';
import { countedVisibility, resolveDocumentScope, visibleDocuments, type CountedVisibility } from './documentFilter';
import { accessOf, type Access } from './requestAccess';
import { indexableRuleIds } from './ruleDocuments';

type Documents = ExpressionBuilder<DB, 'documents'>;

/**
 * Who reads documents, and so which ones they see:
 * - an employee's personal account: exactly the documents addressed to that employee;
 * - a third-party contact: exactly the documents addressed to the third parties they are the contact of;
 * - staff: what their visible organisations and rules allow (`documentFilter`); `counted`, the same
 *   on the document counters when these can answer it; `ruleIds`, their rules when an index of
 *   what these let through may answer it (`ruleDocuments`).
 * A user is one of these; a personal account or contact has no rule, so nothing else widens it.
 */
export type DocumentReader =
  | { kind: 'EMPLOYEE'; customerId: string; userId: string; employeeId: string }
  | { kind: 'CONTACT'; customerId: string; userId: string }
  | {
      kind: 'STAFF';
      customerId: string;
      userId: string;
      condition: (eb: Documents) => Expression<SqlBool>;
      counted: CountedVisibility | null;
      ruleIds: string[] | null;
    };

export const documentReaderOf = async (db: Kysely<DB>, caller: Access): Promise<DocumentReader> => {
  const { customerId, userId } = caller;
  const user = await db.selectFrom('users').select('employee_id').where('id', '=', userId).executeTakeFirst();
  if (user?.employee_id) return { kind: 'EMPLOYEE', customerId, userId, employeeId: user.employee_id };
  if (caller.rules.length === 0) {
    const contact = await db
      .selectFrom('partnerships')
      .select('id')
      .where('contact_user_id', '=', userId)
      .executeTakeFirst();
    if (contact) return { kind: 'CONTACT', customerId, userId };
  }
  const scope = await resolveDocumentScope(db, caller.rules, caller.visibleOrgIds);
  return {
    kind: 'STAFF',
    customerId,
    userId,
    condition: visibleDocuments(scope),
    counted: countedVisibility(scope),
    ruleIds: indexableRuleIds(caller.rules, scope),
  };
};

/**
 * The reader of a request to the document safe: a personal account or a contact reads what is
 * theirs with no feature; staff need DOCUMENTS_LIST (403 without it).
 */
export const documentReaderOfRequest = async (ctx: AppContext, request: FastifyRequest): Promise<DocumentReader> => {
  const caller = await accessOf(ctx, request);
  const reader = await documentReaderOf(ctx.database.db, caller);
  if (reader.kind === 'STAFF' && !caller.features.includes('DOCUMENTS_LIST'))
    throw new AppError(403, 'FORBIDDEN', 'This needs the DOCUMENTS_LIST feature');
  return reader;
};

/** The documents a reader sees, as one condition on `documents` (always within their customer). */
export const documentVisible =
  (caller: DocumentReader) =>
  (eb: Documents): Expression<SqlBool> => {
    const ofCustomer = eb('documents.customer_id', '=', caller.customerId);
    switch (caller.kind) {
      case 'EMPLOYEE':
        return eb.and([ofCustomer, eb('documents.employee_id', '=', caller.employeeId)]);
      case 'CONTACT':
        return eb.and([
          ofCustomer,
          sql<SqlBool>`documents.third_party_id in (select id from partnerships where contact_user_id = ${caller.userId})`,
        ]);
      case 'STAFF':
        return eb.and([ofCustomer, caller.condition(eb)]);
    }
  };

/** The documents of `ids` the reader sees (ids they may not see are simply absent). */
export const visibleDocumentIds = async (db: Kysely<DB>, caller: DocumentReader, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', ids)
    .where(documentVisible(caller))
    .execute();
  return rows.map((row) => row.id);
};
