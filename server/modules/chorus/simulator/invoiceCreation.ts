import { CODES } from './chorusAnswers';
import {
  changeStatus,
  type FluxContent,
  type SimInvoice,
  type SimStructure,
  type SimulatorState,
} from './simulatorState';

export type Refusal = { code: number; libelle: string };

/** The account's own structure of this SIRET or id: an account only invoices as itself. */
export const accountStructure = (
  state: SimulatorState,
  login: string,
  matches: (structure: SimStructure) => boolean,
): SimStructure | undefined =>
  state.accounts
    .get(login)
    ?.structureIds.map((id) => state.structures.get(id))
    .find((structure): structure is SimStructure => !!structure && matches(structure));

/** Chorus' routing checks: a known public buyer, the service and commitment it asks, no number twice. */
const routingRefusal = (
  state: SimulatorState,
  supplier: SimStructure,
  content: FluxContent,
): Refusal | { buyer: SimStructure } => {
  const buyer = [...state.structures.values()].find((structure) => structure.siret === content.buyerSiret);
  if (!buyer?.isPublic) {
    return {
      code: CODES.unknownStructure,
      libelle: `Destinataire ${content.buyerSiret ?? '(absent)'} inconnu de Chorus Pro`,
    };
  }
  if (buyer.serviceCodeRequired && !content.serviceCode) {
    return { code: CODES.serviceCodeMissing, libelle: `Le destinataire ${buyer.siret} exige un code service` };
  }
  if (
    content.serviceCode &&
    !buyer.services.some((service) => service.code === content.serviceCode && service.active)
  ) {
    return { code: CODES.serviceCodeMissing, libelle: `Code service ${content.serviceCode} inconnu du destinataire` };
  }
  if (buyer.commitmentNumberRequired && !content.commitmentNumber) {
    return {
      code: CODES.commitmentNumberMissing,
      libelle: `Le destinataire ${buyer.siret} exige un numéro d'engagement`,
    };
  }
  const duplicate = [...state.invoices.values()].some(
    (invoice) => invoice.supplierStructureId === supplier.id && invoice.number === content.number,
  );
  if (duplicate) return { code: CODES.duplicateNumber, libelle: `Facture ${content.number} déjà déposée` };
  return { buyer };
};

/** An invoice deposited by an account's structure, DEPOSEE, or why Chorus refuses it. */
export const createInvoice = (
  state: SimulatorState,
  supplier: SimStructure,
  content: FluxContent,
  deposit: { depositMode: string; depositNumber: string | null },
): { invoice: SimInvoice } | { refusal: Refusal } => {
  const routing = routingRefusal(state, supplier, content);
  if ('code' in routing) return { refusal: routing };
  const invoice: SimInvoice = {
    id: state.nextId(),
    number: content.number,
    type: content.type,
    issueDate: content.issueDate,
    supplierStructureId: supplier.id,
    buyerStructureId: routing.buyer.id,
    serviceCode: content.serviceCode,
    commitmentNumber: content.commitmentNumber,
    totalExclTax: content.totalExclTax,
    totalTax: content.totalTax,
    totalInclTax: content.totalInclTax,
    netPayable: content.netPayable,
    currency: content.currency,
    ...deposit,
    depositedAt: state.now(),
    history: [],
    completed: false,
  };
  changeStatus(state, invoice, 'DEPOSEE', null);
  state.invoices.set(invoice.id, invoice);
  return { invoice };
};
