import type { Kysely } from 'kysely';
import { documentReaderOf, documentVisible } from '../../access/documentAccess';
import type { Access } from '../../access/requestAccess';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordEvent, type Actor } from '../documentFiles/events';
import { fileableEmployees } from './fileableEmployees';

/**
 * `PUT doc/{id}/employee`: files a document the caller sees to another employee of its
 * organisation (or to none), in one transaction with its REFILED audit line. The employee it named
 * before loses it at once: their personal account reads by the document's employee, and the direct
 * links already mailed for it stop opening it. Filing it to whom it already names changes nothing.
 */
export const refileDocument = async (
  db: Kysely<DB>,
  caller: Access,
  id: string,
  employeeId: string | null,
  actor: Actor,
): Promise<void> => {
  const reader = await documentReaderOf(db, caller);
  await db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('documents')
      .select(['id', 'customer_id', 'org_id', 'employee_id'])
      .where('id', '=', id)
      .where(documentVisible(reader))
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw notFound('Document');
    if (document.employee_id === employeeId) return;
    if (employeeId) {
      const employee = await fileableEmployees(trx, caller, document.org_id)
        .select('e.id')
        .where('e.id', '=', employeeId)
        .executeTakeFirst();
      if (!employee)
        throw new AppError(400, 'VALIDATION_ERROR', 'This employee cannot hold this document', {
          employeeId: 'not_in_organization',
        });
    }
    await trx.updateTable('documents').set({ employee_id: employeeId }).where('id', '=', id).execute();
    await trx.deleteFrom('document_links').where('document_id', '=', id).execute();
    await recordEvent(trx, document, 'REFILED', actor, { from: document.employee_id, to: employeeId });
  });
};
