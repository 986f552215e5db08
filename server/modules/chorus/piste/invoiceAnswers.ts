import { z } from 'zod';
import type { ChorusHistoryEntry, ChorusInvoice } from './chorusPro';
import { amount, text, ZPaging } from './answerReading';

/** The fields both invoice searches answer, under the same names. */
const searchRowFields = {
  numeroFacture: z.string(),
  typeFacture: text,
  dateFacture: text,
  designationFournisseur: text,
  codeFournisseur: text,
  typeIdentifiantFournisseur: text,
  designationDestinataire: text,
  codeDestinataire: text,
  codeServiceExecutant: text,
  numeroBonCommande: text,
  montantHT: amount,
  montantTTC: amount,
  montantAPayer: amount,
  devise: text,
  statut: z.string(),
  dateHeureEtatCourant: text,
  commentaireEtatCourant: text,
  numeroFluxDepot: text,
};
const ZSearchRow = z.object(searchRowFields);
/** rechercher/fournisseur names the invoice `identifiantFactureCPP`… */
export const ZSentSearch = z.object({
  listeFactures: z.array(ZSearchRow.extend({ identifiantFactureCPP: z.coerce.number().int() })).default([]),
  parametresRetour: ZPaging.optional(),
});
/** …and rechercher/recipiendaire `idFacture`, with its pages at the top level. */
export const ZReceivedSearch = ZPaging.extend({
  listeFactures: z.array(ZSearchRow.extend({ idFacture: z.coerce.number().int() })).default([]),
});

type SearchRow = z.infer<typeof ZSearchRow>;

const kindOf = (typeFacture: string | null | undefined): ChorusInvoice['kind'] =>
  typeFacture === 'AVOIR' ? 'CREDIT_NOTE' : 'INVOICE';

/** Chorus also lists foreign suppliers, identified otherwise than by a SIRET. */
const siretOf = (code: string | null | undefined, type: string | null | undefined) =>
  code && (!type || type === 'SIRET') ? code : null;

export const toInvoice = (id: number, row: SearchRow): ChorusInvoice => ({
  id,
  number: row.numeroFacture,
  kind: kindOf(row.typeFacture),
  issueDate: row.dateFacture?.slice(0, 10) ?? '',
  supplierName: row.designationFournisseur ?? '',
  supplierSiret: siretOf(row.codeFournisseur, row.typeIdentifiantFournisseur),
  buyerName: row.designationDestinataire ?? '',
  buyerSiret: row.codeDestinataire ?? '',
  serviceCode: row.codeServiceExecutant || null,
  commitmentNumber: row.numeroBonCommande || null,
  totalExclTax: row.montantHT ?? 0,
  totalInclTax: row.montantTTC ?? 0,
  netPayable: row.montantAPayer ?? row.montantTTC ?? 0,
  currency: row.devise ?? 'EUR',
  status: row.statut,
  statusAt: row.dateHeureEtatCourant ?? '',
  comment: row.commentaireEtatCourant || null,
  depositNumber: row.numeroFluxDepot || null,
});

/** consulter/fournisseur and /recipiendaire: the invoice under `facture`, in groups. */
export const ZInvoiceDetail = z.object({
  facture: z.object({
    identifiantFactureCPP: z.coerce.number().int(),
    numeroFacture: z.string(),
    statutFacture: z.string(),
    commentaire: text,
    destinataire: z
      .object({ codeDestinataire: text, libelleDestinataire: text, codeServiceExecutant: text })
      .default({}),
    fournisseur: z
      .object({ codeFournisseur: text, designationFournisseur: text, typeIdentifiantFournisseur: text })
      .default({}),
    montantTotal: z.object({ montantHtTotal: amount, montantTtcTotal: amount, montantAPayer: amount }).default({}),
    references: z
      .object({ codeDeviseFacture: text, dateFacture: text, typeFacture: text, numeroBonCommande: text })
      .default({}),
  }),
});

/** The detail read into an invoice; its status date and reason come from the history, which consulter lacks. */
export const detailToInvoice = (
  { facture }: z.infer<typeof ZInvoiceDetail>,
  lastChange: ChorusHistoryEntry | undefined,
): ChorusInvoice => ({
  id: facture.identifiantFactureCPP,
  number: facture.numeroFacture,
  kind: kindOf(facture.references.typeFacture),
  issueDate: facture.references.dateFacture?.slice(0, 10) ?? '',
  supplierName: facture.fournisseur.designationFournisseur ?? '',
  supplierSiret: siretOf(facture.fournisseur.codeFournisseur, facture.fournisseur.typeIdentifiantFournisseur),
  buyerName: facture.destinataire.libelleDestinataire ?? '',
  buyerSiret: facture.destinataire.codeDestinataire ?? '',
  serviceCode: facture.destinataire.codeServiceExecutant || null,
  commitmentNumber: facture.references.numeroBonCommande || null,
  totalExclTax: facture.montantTotal.montantHtTotal ?? 0,
  totalInclTax: facture.montantTotal.montantTtcTotal ?? 0,
  netPayable: facture.montantTotal.montantAPayer ?? facture.montantTotal.montantTtcTotal ?? 0,
  currency: facture.references.codeDeviseFacture ?? 'EUR',
  status: facture.statutFacture,
  statusAt: lastChange?.at ?? '',
  comment: lastChange?.comment ?? (facture.commentaire || null),
  depositNumber: null,
});

export const ZHistory = z.object({
  historiquesDesStatuts: z
    .object({
      histoStatut: z
        .array(
          z.object({ histoStatutCode: z.string(), histoStatutDatePassage: z.string(), histoStatutCommentaire: text }),
        )
        .default([]),
      pageCouranteHistoStatut: z.coerce.number().int().default(1),
      pagesHistoStatut: z.coerce.number().int().default(1),
    })
    .default({ histoStatut: [], pageCouranteHistoStatut: 1, pagesHistoStatut: 1 }),
});

export const ZFluxReport = z.object({
  etatCourantDepotFlux: z.string(),
  listeErreurDP: z.array(z.object({ numeroDP: text, libelleErreurDP: z.string() })).nullish(),
  listeErreurTechnique: z.array(z.object({ codeErreur: text, libelleErreur: z.string() })).nullish(),
});
