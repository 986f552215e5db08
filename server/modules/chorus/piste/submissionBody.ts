import type { PlainSubmission } from './chorusPro';

/** Amounts as Chorus reads them: numbers with two decimals at most. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The body of `factures/v1/soumettre` for a plain PDF already added as an attachment: the
 * supplier's structure by its Chorus id, the buyer by its SIRET (Chorus' `codeDestinataire`),
 * the totals and the VAT breakdown from the typed-in metadata.
 */
export const submissionBody = ({ attachmentId, supplierStructureId, meta }: PlainSubmission) => {
  const exemptionReason = meta.vatBreakdown.find((line) => line.exemptionReason)?.exemptionReason;
  return {
    modeDepot: 'SAISIE_API',
    numeroFactureSaisi: meta.number,
    dateFacture: meta.issueDate,
    ...(meta.dueDate ? { dateEcheancePaiement: meta.dueDate } : {}),
    destinataire: {
      codeDestinataire: meta.buyer.siret,
      ...(meta.serviceCode ? { codeServiceExecutant: meta.serviceCode } : {}),
    },
    fournisseur: { idFournisseur: supplierStructureId },
    cadreDeFacturation: { codeCadreFacturation: 'A1_FACTURE_FOURNISSEUR' },
    references: {
      deviseFacture: meta.currency,
      typeFacture: meta.kind === 'CREDIT_NOTE' ? 'AVOIR' : 'FACTURE',
      typeTva: 'TVA_SUR_DEBIT',
      ...(meta.commitmentNumber ? { numeroBonCommande: meta.commitmentNumber } : {}),
      ...(exemptionReason ? { motifExonerationTva: exemptionReason } : {}),
    },
    ligneTva: meta.vatBreakdown.map((line) => ({
      ligneTvaTauxManuel: line.rate,
      ligneTvaMontantBaseHtParTaux: cents(line.taxableAmount),
      ligneTvaMontantTvaParTaux: cents(line.taxAmount),
    })),
    montantTotal: {
      montantHtTotal: cents(meta.totalExclTax),
      montantTVA: cents(meta.totalTax),
      montantTtcTotal: cents(meta.totalInclTax),
      montantRemiseGlobaleTTC: 0,
      montantAPayer: cents(meta.netPayable),
    },
    pieceJointePrincipale: [{ pieceJointePrincipaleDesignation: meta.number, pieceJointePrincipaleId: attachmentId }],
  };
};
