import { currentStatus, type SimInvoice, type SimStructure, type SimulatorState } from './simulatorState';

/**
 * An invoice in the shapes Chorus answers it: a row of rechercher/fournisseur or /recipiendaire,
 * the `facture` of consulter, the statuses of consulter/historique.
 */

const structureOf = (state: SimulatorState, id: number): SimStructure | undefined => state.structures.get(id);

const searchRow = (state: SimulatorState, invoice: SimInvoice) => {
  const supplier = structureOf(state, invoice.supplierStructureId);
  const buyer = structureOf(state, invoice.buyerStructureId);
  const status = currentStatus(invoice);
  return {
    numeroFacture: invoice.number,
    typeFacture: invoice.type,
    typeDemandePaiement: 'FACTURE',
    dateFacture: invoice.issueDate,
    dateDepot: invoice.depositedAt.toISOString().slice(0, 10),
    idFournisseur: invoice.supplierStructureId,
    codeFournisseur: supplier?.siret,
    typeIdentifiantFournisseur: 'SIRET',
    designationFournisseur: supplier?.name,
    idDestinataire: invoice.buyerStructureId,
    codeDestinataire: buyer?.siret,
    designationDestinataire: buyer?.name,
    codeServiceExecutant: invoice.serviceCode ?? '',
    numeroBonCommande: invoice.commitmentNumber ?? '',
    montantHT: invoice.totalExclTax,
    montantTTC: invoice.totalInclTax,
    montantAPayer: invoice.netPayable,
    devise: invoice.currency,
    statut: status.status,
    dateHeureEtatCourant: status.at.toISOString(),
    commentaireEtatCourant: status.comment ?? '',
    modeDepot: invoice.depositMode,
  };
};

export const sentRow = (state: SimulatorState, invoice: SimInvoice) => ({
  identifiantFactureCPP: invoice.id,
  ...searchRow(state, invoice),
  numeroFluxDepot: invoice.depositNumber ?? '',
});

export const receivedRow = (state: SimulatorState, invoice: SimInvoice) => ({
  idFacture: invoice.id,
  ...searchRow(state, invoice),
  factureTelechargeeParDestinataire: false,
});

export const invoiceDetail = (state: SimulatorState, invoice: SimInvoice) => {
  const supplier = structureOf(state, invoice.supplierStructureId);
  const buyer = structureOf(state, invoice.buyerStructureId);
  return {
    identifiantFactureCPP: invoice.id,
    numeroFacture: invoice.number,
    statutFacture: currentStatus(invoice).status,
    modeDepot: invoice.depositMode,
    commentaire: currentStatus(invoice).comment ?? '',
    destinataire: {
      idDestinataire: invoice.buyerStructureId,
      codeDestinataire: buyer?.siret,
      libelleDestinataire: buyer?.name,
      codeServiceExecutant: invoice.serviceCode ?? '',
    },
    fournisseur: {
      idFournisseur: invoice.supplierStructureId,
      codeFournisseur: supplier?.siret,
      typeIdentifiantFournisseur: 'SIRET',
      designationFournisseur: supplier?.name,
    },
    montantTotal: {
      montantHtTotal: invoice.totalExclTax,
      montantTVA: invoice.totalTax,
      montantTtcTotal: invoice.totalInclTax,
      montantAPayer: invoice.netPayable,
    },
    references: {
      codeDeviseFacture: invoice.currency,
      dateFacture: invoice.issueDate,
      typeFacture: invoice.type,
      numeroBonCommande: invoice.commitmentNumber ?? '',
    },
  };
};

export const statusHistory = (invoice: SimInvoice) =>
  invoice.history.map((change, index) => ({
    histoStatutId: index + 1,
    histoStatutCode: change.status,
    histoStatutDatePassage: change.at.toISOString(),
    histoStatutCommentaire: change.comment ?? '',
  }));
