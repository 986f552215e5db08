import { CODES, done, pageOf, refused, type Route } from './chorusAnswers';
import { invoicePdf } from './invoicePdf';
import { invoiceDetail, statusHistory } from './invoiceShapes';
import { arrayAt, numberAt, objectAt, stringAt, type Json } from './requestFields';
import { changeStatus, currentStatus, type SimAccount, type SimInvoice, type SimulatorState } from './simulatorState';

type Side = 'supplier' | 'buyer' | 'either';

/** The invoice of this id if the account may see it from this side; an invoice it may not see does not exist. */
const visibleInvoice = (state: SimulatorState, account: SimAccount, id: number | null, side: Side) => {
  const invoice = state.invoices.get(id ?? -1);
  if (!invoice) return undefined;
  const asSupplier = account.structureIds.includes(invoice.supplierStructureId);
  const asBuyer = account.structureIds.includes(invoice.buyerStructureId);
  const visible = side === 'supplier' ? asSupplier : side === 'buyer' ? asBuyer : asSupplier || asBuyer;
  return visible ? invoice : undefined;
};

const consulter =
  (side: Side): Route =>
  (body, { state, account }) => {
    const invoice = visibleInvoice(state, account, numberAt(body, 'identifiantFactureCPP'), side);
    if (!invoice) return refused(CODES.unknownInvoice, 'Facture inconnue');
    return done({ facture: invoiceDetail(state, invoice) });
  };

const historique: Route = (body, { state, account }) => {
  const invoice = visibleInvoice(state, account, numberAt(body, 'idFacture'), 'either');
  if (!invoice) return refused(CODES.unknownInvoice, 'Facture inconnue');
  const wanted = objectAt(body, 'paramRechercheHistoStatuts');
  const { rows, paging } = pageOf(statusHistory(invoice), wanted.pageResultatDemandee, wanted.nbResultatsParPage);
  return done({
    idFacture: invoice.id,
    numeroFacture: invoice.number,
    modeDepot: invoice.depositMode,
    statutCourantCode: currentStatus(invoice).status,
    historiquesDesStatuts: {
      histoStatut: rows,
      pageCouranteHistoStatut: paging.pageCourante,
      pagesHistoStatut: paging.pages,
      nbResultatsParPageHistoStatut: paging.nbResultatsParPage,
      totalHistoStatut: paging.total,
    },
  });
};

const telechargerGroupe: Route = async (body, { state, account }) => {
  const ids = arrayAt(body, 'listeFacture').map((item: Json) => numberAt(item, 'idFacture'));
  const invoices = ids.map((id) => visibleInvoice(state, account, id, 'either'));
  const [invoice] = invoices;
  if (!invoice || invoices.length !== 1) {
    return refused(CODES.unknownInvoice, 'Une facture visible du compte est attendue');
  }
  const pdf = await invoicePdf(
    invoice,
    state.structures.get(invoice.supplierStructureId),
    state.structures.get(invoice.buyerStructureId),
  );
  return done({ fichierResultat: pdf.toString('base64') });
};

/** The buyer's decisions; rejecting or suspending needs a reason. */
const BUYER_DECISIONS = ['SERVICE_FAIT', 'REJETEE', 'SUSPENDUE', 'MISE_A_DISPOSITION_COMPTABLE'];
const NEEDS_REASON = ['REJETEE', 'SUSPENDUE'];
/** Statuses in which the buyer still has an invoice to process. */
const AWAITING_BUYER = ['MISE_A_DISPOSITION', 'SUSPENDUE'];

const traiterRecue: Route = (body, { state, account }) => {
  const invoice: SimInvoice | undefined = visibleInvoice(state, account, numberAt(body, 'idFacture'), 'buyer');
  if (!invoice) return refused(CODES.unknownInvoice, 'Facture inconnue');
  const status = stringAt(body, 'nouveauStatut') ?? '';
  const reason = stringAt(body, 'motif');
  if (!BUYER_DECISIONS.includes(status)) return refused(CODES.missingField, `Statut ${status} non autorisé`);
  if (NEEDS_REASON.includes(status) && !reason) return refused(CODES.reasonMissing, 'Le motif est obligatoire');
  if (!AWAITING_BUYER.includes(currentStatus(invoice).status)) {
    return refused(CODES.notInThisStatus, `Facture au statut ${currentStatus(invoice).status} : traitement impossible`);
  }
  changeStatus(state, invoice, status, reason);
  return done({
    idFacture: invoice.id,
    numeroFacture: invoice.number,
    nouveauStatut: status,
    dateTraitement: state.now().toISOString().slice(0, 10),
  });
};

export const invoiceConsultRoutes: Record<string, Route> = {
  'factures/v1/consulter/fournisseur': consulter('supplier'),
  'factures/v1/consulter/recipiendaire': consulter('buyer'),
  'factures/v1/consulter/historique': historique,
  'factures/v1/telecharger/groupe': telechargerGroupe,
  'factures/v1/traiter/recue': traiterRecue,
};
