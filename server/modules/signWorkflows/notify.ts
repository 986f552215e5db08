import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { enqueueMail } from '../../messaging/outbox';
import { publicUrl } from '../../publicUrl';

const userOf = (trx: Kysely<DB>, userId: string) =>
  trx.selectFrom('users').select(['id', 'email', 'customer_id']).where('id', '=', userId).executeTakeFirstOrThrow();

/** The signatory whose turn it is: a book waits for their signature, with the portal's link. */
export const notifySignatory = async (ctx: AppContext, trx: Kysely<DB>, workflowId: string, position: number) => {
  const step = await trx
    .selectFrom('sign_workflow_steps as s')
    .innerJoin('sign_workflows as w', 'w.id', 's.workflow_id')
    .select(['s.signatory_id', 'w.name'])
    .where('s.workflow_id', '=', workflowId)
    .where('s.position', '=', position)
    .executeTakeFirstOrThrow();
  const user = await userOf(trx, step.signatory_id);
  if (!user.email) return;
  await enqueueMail(trx, ctx.boss, {
    customerId: user.customer_id,
    recipient: user.email,
    recipientUserId: user.id,
    carriesSecret: false,
    subject: `Liasse : un parapheur attend votre signature / a signature book awaits your signature`,
    text:
      `Le parapheur « ${step.name} » attend votre signature.\n` +
      `The signature book "${step.name}" awaits your signature.\n\n${publicUrl(ctx.config)}/sign-workflow\n`,
  });
};

/** The initiator, once the book is signed by all or refused by one. */
export const notifyInitiator = async (
  ctx: AppContext,
  trx: Kysely<DB>,
  workflowId: string,
  outcome: { signed: true } | { signed: false; by: string; reason: string },
) => {
  const book = await trx
    .selectFrom('sign_workflows')
    .select(['name', 'created_by'])
    .where('id', '=', workflowId)
    .executeTakeFirstOrThrow();
  const user = await userOf(trx, book.created_by);
  if (!user.email) return;
  const [subject, text] = outcome.signed
    ? [
        'Liasse : parapheur signé / signature book signed',
        `Le parapheur « ${book.name} » est signé par tous ses signataires ; les documents signés sont au coffre.\n` +
          `The signature book "${book.name}" is signed by all its signatories; the signed documents are in the safe.\n`,
      ]
    : [
        'Liasse : parapheur refusé / signature book refused',
        `${outcome.by} a refusé de signer le parapheur « ${book.name} » : ${outcome.reason}\n` +
          `${outcome.by} refused to sign the signature book "${book.name}": ${outcome.reason}\n`,
      ];
  await enqueueMail(trx, ctx.boss, {
    customerId: user.customer_id,
    recipient: user.email,
    recipientUserId: user.id,
    carriesSecret: false,
    subject,
    // The book itself: its outcome, its steps and the refusal's reason, whichever list it is in.
    text: `${text}\n${publicUrl(ctx.config)}/sign-workflow/${workflowId}\n`,
  });
};
