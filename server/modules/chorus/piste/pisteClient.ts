import { z } from 'zod';
import type { ChorusConnection, ChorusPro } from './chorusPro';
import { readAnswer } from './answerReading';
import { ZFluxReport, ZSentSearch } from './invoiceAnswers';
import { createPisteCall, NO_RESULT_CODE, type ChorusLog } from './pisteCall';
import { pisteInvoiceReads } from './pisteInvoiceReads';
import { pisteStructures } from './pisteStructures';
import { submissionBody } from './submissionBody';

export type PisteClientOptions = {
  /** Per attempt; a call may take (retries + 1) times this, plus the waits. */
  timeoutMs?: number;
  retries?: number;
  /** The first wait before a retry; doubles each time. */
  retryBaseMs?: number;
  log?: ChorusLog;
  fetch?: typeof fetch;
};

const silentLog: ChorusLog = { info: () => {}, warn: () => {} };

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toUpperCase() ?? 'PDF';

/** The flux states after which a deposit has made its invoices. */
const INTEGRATED_STATES = ['IN_INTEGRE', 'IN_INTEGRE_PARTIEL'];

/** The portal's Chorus Pro, over PISTE: the reads and structures from their files, the writes here. */
export const createPisteClient = (connection: ChorusConnection, options: PisteClientOptions = {}): ChorusPro => {
  const call = createPisteCall(
    connection,
    {
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 3,
      retryBaseMs: options.retryBaseMs ?? 500,
      fetch: options.fetch ?? fetch,
    },
    options.log ?? silentLog,
  );

  return {
    ...pisteStructures(call),
    ...pisteInvoiceReads(call),

    addAttachment: async (file) => {
      const answer = await call('transverses/v1/ajouter/fichier', {
        pieceJointeFichier: base64(file.bytes),
        pieceJointeNom: file.name,
        pieceJointeTypeMime: file.mimeType,
        pieceJointeExtension: extensionOf(file.name),
      });
      const read = readAnswer(z.object({ pieceJointeId: z.coerce.number().int() }), answer, 'ajouter/fichier');
      return { attachmentId: read.pieceJointeId };
    },

    depositFlux: async (file) => {
      const answer = await call('factures/v1/deposer/flux', {
        fichierFlux: base64(file.bytes),
        nomFichier: file.name,
        syntaxeFlux: file.syntax,
        avecSignature: false,
      });
      return {
        depositNumber: readAnswer(z.object({ numeroFluxDepot: z.string() }), answer, 'deposer/flux').numeroFluxDepot,
      };
    },

    fluxReport: async (depositNumber) => {
      const answer = await call('transverses/v1/consulterCRDetaille', { numeroFluxDepot: depositNumber });
      const report = readAnswer(ZFluxReport, answer, 'transverses/v1/consulterCRDetaille');
      const errors = [
        ...(report.listeErreurTechnique ?? []).map((error) => ({
          code: error.codeErreur ?? 'TECHNIQUE',
          message: error.libelleErreur,
        })),
        // An invoice's error names the invoice, not a rule: its number is what the user can act on.
        ...(report.listeErreurDP ?? []).map((error) => ({
          code: error.numeroDP ?? 'DP',
          message: error.libelleErreurDP,
        })),
      ];
      if (!INTEGRATED_STATES.includes(report.etatCourantDepotFlux)) {
        return { status: report.etatCourantDepotFlux, errors, invoiceIds: [] };
      }
      // The report does not name the invoices a flux made; the supplier's search by deposit number does.
      const found = await call('factures/v1/rechercher/fournisseur', { numeroFluxDepot: depositNumber }, [
        NO_RESULT_CODE,
      ]);
      const rows = readAnswer(ZSentSearch, found, 'factures/v1/rechercher/fournisseur').listeFactures;
      return { status: report.etatCourantDepotFlux, errors, invoiceIds: rows.map((row) => row.identifiantFactureCPP) };
    },

    submit: async (submission) => {
      const answer = await call('factures/v1/soumettre', submissionBody(submission));
      const read = readAnswer(z.object({ identifiantFactureCPP: z.coerce.number().int() }), answer, 'soumettre');
      return { invoiceId: read.identifiantFactureCPP };
    },

    complete: async (invoiceId, { attachmentId, comment }) => {
      const attachments =
        attachmentId === null
          ? []
          : [{ pieceJointeComplementaireId: attachmentId, pieceJointeComplementaireType: 'PJ' }];
      await call('factures/v1/completer', {
        identifiantFactureCPP: invoiceId,
        commentaire: comment,
        pieceJointeComplementaire: attachments,
      });
    },

    processReceived: async (invoiceId, action, reason) => {
      await call('factures/v1/traiter/recue', {
        idFacture: invoiceId,
        nouveauStatut: action,
        ...(reason === null ? {} : { motif: reason }),
      });
    },
  };
};
