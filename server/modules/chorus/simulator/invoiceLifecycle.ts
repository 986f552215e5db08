import { accountStructure, createInvoice } from './invoiceCreation';
import {
  changeStatus,
  currentStatus,
  isPlayedBySimulator,
  type SimFlux,
  type SimInvoice,
  type SimulatorState,
} from './simulatorState';

/** A flux waits for the next tick, like Chorus' own integration batch. */
export const FLUX_PENDING = 'IN_DEPOT_PORTAIL_EN_ATTENTE_TRAITEMENT_SE_CPP';

/** Where each status goes on a tick, when nobody acts; absent statuses stay. */
const NEXT_STATUS: Record<string, string> = {
  DEPOSEE: 'MISE_A_DISPOSITION',
  MISE_A_DISPOSITION: 'SERVICE_FAIT',
  MISE_A_DISPOSITION_COMPTABLE: 'MANDATEE',
  SERVICE_FAIT: 'MANDATEE',
  MANDATEE: 'MISE_EN_PAIEMENT',
};

/** An invoice numbered with this word is suspended by its simulated buyer, until completed. */
const SUSPENDED_MARK = 'SUSPENDUE';
const SUSPENSION_REASON = 'Pièce justificative manquante : joindre le bon de livraison signé.';

const moveOn = (state: SimulatorState, invoice: SimInvoice) => {
  const status = currentStatus(invoice).status;
  if (status === 'MISE_A_DISPOSITION') {
    // A buyer that is an account's structure processes its invoices itself (traiter/recue).
    if (!isPlayedBySimulator(state, invoice.buyerStructureId)) return;
    if (invoice.number.toUpperCase().includes(SUSPENDED_MARK) && !invoice.completed) {
      changeStatus(state, invoice, 'SUSPENDUE', SUSPENSION_REASON);
      return;
    }
  }
  const next = NEXT_STATUS[status];
  if (next) changeStatus(state, invoice, next, null);
};

const integrate = (state: SimulatorState, flux: SimFlux) => {
  flux.stateAt = state.now();
  if (flux.technicalErrors.length > 0 || flux.dpErrors.length > 0 || !flux.content) {
    flux.state = 'IN_REJETE';
    return;
  }
  const { content } = flux;
  const supplier = accountStructure(state, flux.login, (structure) => structure.siret === content.supplierSiret);
  const created = supplier
    ? createInvoice(state, supplier, content, { depositMode: 'DEPOT_FLUX', depositNumber: flux.number })
    : { refusal: { libelle: `Fournisseur ${content.supplierSiret ?? '(absent)'} non rattaché au compte` } };
  if ('refusal' in created) {
    flux.dpErrors.push({ numeroDP: content.number, libelleErreurDP: created.refusal.libelle });
    flux.state = 'IN_REJETE';
    return;
  }
  flux.state = 'IN_INTEGRE';
};

/**
 * One tick of Chorus: each invoice takes one step along DEPOSEE → MISE_A_DISPOSITION →
 * SERVICE_FAIT → MANDATEE → MISE_EN_PAIEMENT, then the waiting fluxes are integrated or
 * rejected (their invoices start at DEPOSEE, moving on the next tick).
 */
export const advance = (state: SimulatorState) => {
  for (const invoice of state.invoices.values()) moveOn(state, invoice);
  for (const flux of state.fluxes.values()) if (flux.state === FLUX_PENDING) integrate(state, flux);
};

/** A simulated buyer's decision on an invoice, for tests and demos. */
export const decide = (state: SimulatorState, invoiceId: number, status: 'REJETEE' | 'SUSPENDUE', comment: string) => {
  const invoice = state.invoices.get(invoiceId);
  if (!invoice) throw new Error(`No invoice ${invoiceId} in the Chorus simulator`);
  changeStatus(state, invoice, status, comment);
};
