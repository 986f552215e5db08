import { z } from 'zod';
import type { ChorusHistoryEntry, ChorusPro, InvoiceSearch } from './chorusPro';
import { readAnswer } from './answerReading';
import { detailToInvoice, toInvoice, ZHistory, ZInvoiceDetail, ZReceivedSearch, ZSentSearch } from './invoiceAnswers';
import { NO_RESULT_CODE, type PisteCall } from './pisteCall';

const HISTORY_PAGE_SIZE = 100;

/** The sync's increment: Chorus filters on the date of the current status. */
const changedSinceFilter = ({ changedSince }: InvoiceSearch) =>
  changedSince ? { periodeDateHeureEtatCourantDu: changedSince } : {};

/** The reading part of ChorusPro: searches, one invoice, its history and its PDF. */
export const pisteInvoiceReads = (
  call: PisteCall,
): Pick<ChorusPro, 'searchSent' | 'searchReceived' | 'invoice' | 'history' | 'download'> => {
  const history = async (invoiceId: number): Promise<ChorusHistoryEntry[]> => {
    const entries: ChorusHistoryEntry[] = [];
    for (let page = 1; ; page++) {
      const answer = await call('factures/v1/consulter/historique', {
        idFacture: invoiceId,
        paramRechercheHistoStatuts: { pageResultatDemandee: page, nbResultatsParPage: HISTORY_PAGE_SIZE },
      });
      const statuses = readAnswer(ZHistory, answer, 'factures/v1/consulter/historique').historiquesDesStatuts;
      for (const entry of statuses.histoStatut) {
        entries.push({
          status: entry.histoStatutCode,
          at: entry.histoStatutDatePassage,
          comment: entry.histoStatutCommentaire || null,
        });
      }
      if (page >= statuses.pagesHistoStatut) return entries;
    }
  };

  return {
    searchSent: async (search) => {
      const answer = await call(
        'factures/v1/rechercher/fournisseur',
        {
          rechercheFactureParFournisseur: { pageResultatDemandee: search.page, nbResultatsParPage: search.pageSize },
          ...changedSinceFilter(search),
        },
        [NO_RESULT_CODE],
      );
      const read = readAnswer(ZSentSearch, answer, 'factures/v1/rechercher/fournisseur');
      const paging = read.parametresRetour ?? { pageCourante: search.page, pages: 0, total: 0 };
      return {
        invoices: read.listeFactures.map((row) => toInvoice(row.identifiantFactureCPP, row)),
        page: paging.pageCourante,
        pages: paging.pages,
        total: paging.total,
      };
    },

    searchReceived: async (search) => {
      const answer = await call(
        'factures/v1/rechercher/recipiendaire',
        {
          paramRecherche: { pageResultatDemandee: search.page, nbResultatsParPage: search.pageSize },
          ...changedSinceFilter(search),
        },
        [NO_RESULT_CODE],
      );
      const read = readAnswer(ZReceivedSearch, answer, 'factures/v1/rechercher/recipiendaire');
      return {
        invoices: read.listeFactures.map((row) => toInvoice(row.idFacture, row)),
        page: read.pageCourante,
        pages: read.pages,
        total: read.total,
      };
    },

    invoice: async (invoiceId, side) => {
      const operation = side === 'SENT' ? 'factures/v1/consulter/fournisseur' : 'factures/v1/consulter/recipiendaire';
      const detail = readAnswer(ZInvoiceDetail, await call(operation, { identifiantFactureCPP: invoiceId }), operation);
      // Whatever order Chorus lists the history in, the latest change is the current status's.
      const latest = (await history(invoiceId)).reduce<ChorusHistoryEntry | undefined>(
        (last, entry) => (!last || Date.parse(entry.at) >= Date.parse(last.at) ? entry : last),
        undefined,
      );
      return detailToInvoice(detail, latest);
    },

    history,

    download: async (invoiceId) => {
      const answer = await call('factures/v1/telecharger/groupe', {
        listeFacture: [{ idFacture: invoiceId }],
        inclurePieceJointe: false,
        format: 'PDF',
      });
      const read = readAnswer(z.object({ fichierResultat: z.string() }), answer, 'factures/v1/telecharger/groupe');
      return new Uint8Array(Buffer.from(read.fichierResultat, 'base64'));
    },
  };
};
