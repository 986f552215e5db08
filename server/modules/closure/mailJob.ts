import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { declareJob } from '../../jobs/declaration';
import { enqueueMail } from '../../messaging/outbox';
import { publicUrl } from '../../publicUrl';
import { frenchDay } from '../employeeAccounts/mails';
import { MAIL_CLOSURE } from './notice';

const BATCH = 200;

type ClosureMailJob = { customerId: string; closesOn: string };

/**
 * Mails the closure to every account holder of the customer (a personal account with an email), in
 * batches: each batch's messages and the mark of how far it went commit together, so a mailing cut
 * short goes on where it stopped. A notice moved or withdrawn since ends this mailing (a moved one
 * has its own).
 */
const mailClosure = async (ctx: AppContext, { customerId, closesOn }: ClosureMailJob) => {
  const { db } = ctx.database;
  const portal = publicUrl(ctx.config);
  const day = frenchDay(new Date(`${closesOn}T12:00:00Z`));
  let mailed = 0;
  for (;;) {
    const sent = await db.transaction().execute(async (trx) => {
      const notice = await trx
        .selectFrom('service_closures')
        .select('mailed_up_to')
        .where('customer_id', '=', customerId)
        .where(sql<boolean>`closes_on = ${closesOn}::date`)
        .forUpdate()
        .executeTakeFirst();
      if (!notice) return 0;
      const holders = await trx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'name'])
        .where('customer_id', '=', customerId)
        .where('employee_id', 'is not', null)
        .where('email', 'is not', null)
        .$if(notice.mailed_up_to !== null, (query) => query.where('id', '>', notice.mailed_up_to!))
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const holder of holders)
        await enqueueMail(trx, ctx.boss, {
          customerId,
          recipient: holder.email!,
          recipientUserId: holder.id,
          carriesSecret: false,
          subject: `Liasse\u00a0: le service fermera le ${day} / the service closes on ${closesOn}`,
          text:
            `Bonjour ${holder.first_name} ${holder.name},\n\n` +
            `Le service de documents personnels de votre employeur fermera le ${day}. D'ici là, vous pouvez ` +
            `télécharger tous vos documents en une fois depuis ${portal}, « Mes documents », « Télécharger tous mes documents ».\n` +
            `Your employer's personal document service closes on ${closesOn}. Until then, download all your ` +
            `documents at once from ${portal}, "My documents", "Download all my documents".\n`,
        });
      const last = holders.at(-1);
      if (last)
        await trx
          .updateTable('service_closures')
          .set({ mailed_up_to: last.id })
          .where('customer_id', '=', customerId)
          .execute();
      return holders.length;
    });
    mailed += sent;
    if (sent < BATCH) return mailed;
  }
};

export const mailClosureJob = declareJob<ClosureMailJob>({
  queue: MAIL_CLOSURE,
  work: (ctx, job) => mailClosure(ctx, job.data),
});
