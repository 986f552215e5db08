import type { DocumentReader } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { renderDepositAttestation } from '../../pdf/depositAttestation';
import { docSummary, visibleFile } from './queries';

const frenchDateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

/** `GET doc/attestation/{id}`: a PDF attesting the deposit (who, when, organisation, file, SHA-256). */
export const documentAttestation = async (ctx: AppContext, caller: DocumentReader, documentId: string) => {
  const file = await visibleFile(ctx.database.db, caller, documentId);
  const summary = await docSummary(ctx.database.db, caller.userId, file.id);
  const recipient = [summary.recipientFirstName, summary.recipientName].filter(Boolean).join(' ') || null;
  const pdf = await renderDepositAttestation({
    organizationName: summary.orgName,
    fileName: summary.fileName,
    docType: summary.docType,
    recipient,
    senderName: summary.senderName ?? '—',
    depositedAt: frenchDateTime(new Date(summary.createdAt)),
    pages: summary.pages,
    size: summary.size,
    sha256: file.blob_key,
    issuedAt: frenchDateTime(new Date()),
  });
  return { fileName: summary.fileName, pdf };
};
