import { sql, type Kysely } from 'kysely';
import type { DispatchChannel, DispatchedDocStatus, NonDistributionCause } from '../../../../common/campaignLifecycle';
import type { BpeNotStatedMode, TransmissionMode } from '../../../../common/schemas/organizations';
import type { AppContext } from '../../../context';
import type { DB } from '../../../db/schema';
import { enqueueMail } from '../../../messaging/outbox';
import { writeDeposit } from '../../documentFiles/deposit';
import { recordEvent, type Actor } from '../../documentFiles/events';
import { sendLink } from '../../documentFiles/links';
import { sameCustomer } from '../../../access/tenancy';

/** What the dispatch needs of its campaign, read once per run. */
export type DispatchCampaign = {
  id: string;
  customer_id: string;
  org_id: string;
  name: string;
  doc_type: string | null;
  no_distribution: boolean;
  created_by: string;
  senderName: string;
  /** The emitting organisation's transmission mode, for employees. */
  transmissionMode: TransmissionMode;
  /** The emitting organisation's choice for employees who have not stated their BPE agreement. */
  bpeNotStated: BpeNotStatedMode;
  /** The month its documents cover (first and last day), or null. */
  period: { start: string; end: string } | null;
  /** Each campaign file's document type, by file id. */
  fileDocTypes: Map<string, string>;
};

/** A document's file as read before its transaction: absent, or its size. */
export type PieceFile = { size: number; pages: number } | undefined;

type Outcome = {
  status: DispatchedDocStatus;
  channel: DispatchChannel | null;
  error_cause: NonDistributionCause | null;
  document_id: string | null;
  mail_id: string | null;
};

type Locked = {
  id: string;
  file_id: string;
  blob_key: string | null;
  name: string;
  employee_id: string | null;
  partnership_id: string | null;
  recipient_key: string;
};

/** The campaign's creator deposits and sends, from no address: the job, not a browser, does it. */
const actorOf = (campaign: DispatchCampaign): Actor => ({ userId: campaign.created_by, ip: null, userAgent: null });

const notDispatched = (cause: NonDistributionCause): Outcome => ({
  status: 'NOT_DISPATCHED',
  channel: null,
  error_cause: cause,
  document_id: null,
  mail_id: null,
});

/** The campaign's own type (detection) wins; else the type the wizard gave the file. */
const docTypeOf = (campaign: DispatchCampaign, fileId: string) =>
  campaign.doc_type ?? campaign.fileDocTypes.get(fileId) ?? 'PAYE';

/** Files the piece in the safe: a real document, found by search, shown in its recipient's account. */
const fileDocument = async (
  trx: Kysely<DB>,
  ctx: AppContext,
  campaign: DispatchCampaign,
  doc: Locked,
  file: NonNullable<PieceFile>,
  recipient: { employee_id?: string | null; third_party_id?: string | null },
) =>
  writeDeposit(
    trx,
    ctx.boss,
    {
      customer_id: campaign.customer_id,
      org_id: campaign.org_id,
      doc_type: docTypeOf(campaign, doc.file_id),
      employee_id: recipient.employee_id ?? null,
      third_party_id: recipient.third_party_id ?? null,
      file_name: doc.name,
      blob_key: doc.blob_key!,
      size: file.size,
      pages: file.pages,
      description: campaign.name,
      period_start: campaign.period?.start ?? null,
      period_end: campaign.period?.end ?? null,
      sender_user_id: campaign.created_by,
      sender_name: campaign.senderName,
    },
    actorOf(campaign),
    { campaignId: campaign.id, dispatchedDocId: doc.id },
  );

/** The mail of a filed document, per transmission mode; without an address it stays in the account. */
const transmit = async (
  trx: Kysely<DB>,
  ctx: AppContext,
  campaign: DispatchCampaign,
  doc: Locked,
  documentId: string,
  mode: TransmissionMode,
  email: string | null,
  employeeId: string | null,
): Promise<Outcome> => {
  const filed: Outcome = {
    status: 'DISPATCHED',
    channel: 'ACCOUNT',
    error_cause: null,
    document_id: documentId,
    mail_id: null,
  };
  if (mode === 'DEFAULT' || !email) return filed;
  if (mode === 'LINK') {
    const target = { id: documentId, customer_id: campaign.customer_id, file_name: doc.name, employee_id: employeeId };
    const mailId = await sendLink(trx, ctx, target, email);
    await recordEvent(trx, target, 'LINK_SENT', actorOf(campaign), { email, campaignId: campaign.id });
    return { ...filed, status: 'MAIL_DISPATCHED', channel: 'LINK', mail_id: mailId };
  }
  const mailId = await enqueueMail(trx, ctx.boss, {
    customerId: campaign.customer_id,
    recipient: email,
    recipientUserId: null,
    // The attachment is the document itself: the outbox never lists this message's text.
    carriesSecret: true,
    subject: `Votre document\u00a0: ${doc.name}`,
    text: `Bonjour,\n\nVous trouverez ci-joint votre document « ${doc.name} ».\n\nYour document is attached.\n`,
    attachment: { blobKey: doc.blob_key!, name: doc.name },
  });
  return { ...filed, status: 'MAIL_DISPATCHED', channel: 'ATTACHMENT', mail_id: mailId };
};

/**
 * The agreement as it stands today: a refusal not yet in effect (D.3243-7 gives the employer up to
 * three months) is not stated yet.
 */
const agreementInEffect = sql<boolean | null>`case
  when bpe_agreement = false and bpe_refusal_effective_on > current_date then null
  else bpe_agreement end`;

/** Why an employee's document goes to paper, or null when it goes electronically. */
const paperCauseOf = (agreement: boolean | null, notStated: BpeNotStatedMode): NonDistributionCause | null => {
  if (agreement === false) return 'NO_BPE_AGREEMENT';
  if (agreement === null && notStated === 'PAPER') return 'BPE_NOT_STATED';
  return null;
};

const toEmployee = async (
  trx: Kysely<DB>,
  ctx: AppContext,
  campaign: DispatchCampaign,
  doc: Locked,
  file: PieceFile,
): Promise<Outcome> => {
  const employee = doc.employee_id
    ? await trx
        .selectFrom('employees')
        .select(['id', 'email', agreementInEffect.as('bpe_agreement')])
        .where('id', '=', doc.employee_id)
        .where(sameCustomer({ customerId: campaign.customer_id }, 'customer_id'))
        .executeTakeFirst()
    : undefined;
  if (!employee && !file) return notDispatched('DOCUMENT_AND_EMPLOYEE_NOT_FOUND');
  if (!employee) return notDispatched('EMPLOYEE_NOT_FOUND');
  if (!file) return notDispatched('DOCUMENT_NOT_FOUND');
  const documentId = await fileDocument(trx, ctx, campaign, doc, file, { employee_id: employee.id });
  // Refused, or not stated where the organisation sends those to paper: the employee gets paper
  // (the campaign's print batch). The document is filed all the same: the employer's archive
  // keeps every payslip, and staff find it there. Not stated is otherwise electronic, as the law
  // has it (the employee may object).
  const paperCause = paperCauseOf(employee.bpe_agreement, campaign.bpeNotStated);
  if (paperCause) {
    return {
      status: 'PAPER_DISPATCHED',
      channel: 'PAPER',
      error_cause: paperCause,
      document_id: documentId,
      mail_id: null,
    };
  }
  return transmit(trx, ctx, campaign, doc, documentId, campaign.transmissionMode, employee.email, employee.id);
};

const toPartnership = async (
  trx: Kysely<DB>,
  ctx: AppContext,
  campaign: DispatchCampaign,
  doc: Locked,
  file: PieceFile,
): Promise<Outcome> => {
  const partnership = doc.partnership_id
    ? await trx
        .selectFrom('partnerships')
        .select(['id', 'status', 'transmission_mode', 'contact_email'])
        .where('id', '=', doc.partnership_id)
        .where(sameCustomer({ customerId: campaign.customer_id }, 'customer_id'))
        .executeTakeFirst()
    : undefined;
  // A partnership gone is no more active than a disabled one.
  if (partnership?.status !== 'ENABLED') return notDispatched('INACTIVE_PARTNERSHIP');
  if (!file) return notDispatched('DOCUMENT_NOT_FOUND');
  const documentId = await fileDocument(trx, ctx, campaign, doc, file, { third_party_id: partnership.id });
  return transmit(trx, ctx, campaign, doc, documentId, partnership.transmission_mode, partnership.contact_email, null);
};

/**
 * Dispatches one document, exactly once: its row is locked (skipped if another worker holds it)
 * and must still be PENDING; the safe's document, the outbox message and the row's new status are
 * written in this one transaction, so a crash undoes all of them and the next run does it again.
 * Answers false when there was nothing to do (handled meanwhile, or locked by another worker).
 */
export const dispatchDoc = async (
  ctx: AppContext,
  campaign: DispatchCampaign,
  docId: string,
  file: PieceFile,
): Promise<boolean> =>
  ctx.database.db.transaction().execute(async (trx) => {
    const doc = await trx
      .selectFrom('dispatched_docs')
      .select(['id', 'file_id', 'blob_key', 'name', 'employee_id', 'partnership_id', 'recipient_key'])
      .where('id', '=', docId)
      .where('status', '=', 'PENDING')
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!doc) return false;
    let outcome: Outcome;
    if (campaign.no_distribution) {
      // Archive only: filed in the safe, sent nowhere.
      outcome = file
        ? {
            status: 'DISPATCHED',
            channel: 'ARCHIVE',
            error_cause: null,
            document_id: await fileDocument(trx, ctx, campaign, doc, file, {
              employee_id: doc.employee_id,
              third_party_id: doc.partnership_id,
            }),
            mail_id: null,
          }
        : notDispatched('DOCUMENT_NOT_FOUND');
    } else if (doc.recipient_key.startsWith('P:')) {
      outcome = await toPartnership(trx, ctx, campaign, doc, file);
    } else {
      outcome = await toEmployee(trx, ctx, campaign, doc, file);
    }
    await trx
      .updateTable('dispatched_docs')
      .set((eb) => ({ ...outcome, dispatched_at: new Date(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', doc.id)
      .execute();
    return true;
  });

/** An unexpected failure on one document: it is IN_ERROR (the user may retry it), the others go on. */
export const markDocInError = (ctx: AppContext, docId: string) =>
  ctx.database.db
    .updateTable('dispatched_docs')
    .set((eb) => ({
      status: 'IN_ERROR',
      error_cause: 'PERSONAL_ACCOUNT_ERROR',
      attempts: eb('attempts', '+', 1),
      dispatched_at: new Date(),
    }))
    .where('id', '=', docId)
    .where('status', '=', 'PENDING')
    .execute();
