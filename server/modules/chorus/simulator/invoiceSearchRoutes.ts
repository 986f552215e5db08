import { done, noResult, pageOf, type Route } from './chorusAnswers';
import { receivedRow, sentRow } from './invoiceShapes';
import { objectAt, stringAt, type Json } from './requestFields';
import { currentStatus, type SimInvoice, type SimulatorState } from './simulatorState';

/** The filters both searches share: the date of the current status, a deposit number. */
const matchesFilters = (body: Json) => {
  const since = Date.parse(stringAt(body, 'periodeDateHeureEtatCourantDu') ?? '');
  const depositNumber = stringAt(body, 'numeroFluxDepot');
  return (invoice: SimInvoice) =>
    (Number.isNaN(since) || currentStatus(invoice).at.getTime() >= since) &&
    (!depositNumber || invoice.depositNumber === depositNumber);
};

/** In deposit order, so that paging through a list that grows meanwhile misses nothing already listed. */
const invoicesWhere = (state: SimulatorState, keep: (invoice: SimInvoice) => boolean) =>
  [...state.invoices.values()].filter(keep).sort((a, b) => a.id - b.id);

/** factures/v1/rechercher/fournisseur: the account's structures' sent invoices; pages in parametresRetour. */
const rechercherFournisseur: Route = (body, { state, account }) => {
  const filters = matchesFilters(body);
  const found = invoicesWhere(
    state,
    (invoice) => account.structureIds.includes(invoice.supplierStructureId) && filters(invoice),
  );
  const wanted = objectAt(body, 'rechercheFactureParFournisseur');
  const { rows, paging } = pageOf(found, wanted.pageResultatDemandee, wanted.nbResultatsParPage);
  if (found.length === 0) return noResult({ listeFactures: [], parametresRetour: paging });
  return done({ listeFactures: rows.map((invoice) => sentRow(state, invoice)), parametresRetour: paging });
};

/** factures/v1/rechercher/recipiendaire: the invoices sent to the account's structures; pages at the top level. */
const rechercherRecipiendaire: Route = (body, { state, account }) => {
  const filters = matchesFilters(body);
  const found = invoicesWhere(
    state,
    (invoice) => account.structureIds.includes(invoice.buyerStructureId) && filters(invoice),
  );
  const wanted = objectAt(body, 'paramRecherche');
  const { rows, paging } = pageOf(found, wanted.pageResultatDemandee, wanted.nbResultatsParPage);
  if (found.length === 0) return noResult({ listeFactures: [], ...paging });
  return done({ listeFactures: rows.map((invoice) => receivedRow(state, invoice)), ...paging });
};

export const invoiceSearchRoutes: Record<string, Route> = {
  'factures/v1/rechercher/fournisseur': rechercherFournisseur,
  'factures/v1/rechercher/recipiendaire': rechercherRecipiendaire,
};
