import type { TInvoiceMeta } from '../../../../common/schemas/chorusInvoice';

/**
 * What the portal asks of Chorus Pro, in its own words. `pisteClient.ts` implements it over the
 * PISTE API (OAuth2 client credentials, then POSTs with a bearer token and the `cpro-account`
 * header); `server/modules/chorus/simulator/` is a Chorus Pro of ours speaking the same HTTP, for
 * the tests and the demo. Nothing else in the process talks to Chorus.
 */

/** Where and as whom: the PISTE application (client id/secret) and the Chorus technical account. */
export type ChorusConnection = {
  /** PISTE's OAuth token endpoint, e.g. https://sandbox-oauth.piste.gouv.fr/api/oauth/token. */
  oauthUrl: string;
  /** PISTE's API root, e.g. https://sandbox-api.piste.gouv.fr/cpro. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The organisation's Chorus technical account (its invoicing login and password). */
  login: string;
  password: string;
};

/** Why a call failed: identifiers refused, Chorus refused the request (its codeRetour and libelle), or Chorus could not be reached. */
export class ChorusError extends Error {
  constructor(
    readonly kind: 'WRONG_IDENTIFIERS' | 'REFUSED' | 'UNAVAILABLE',
    readonly codeRetour: number | null,
    readonly libelle: string,
  ) {
    super(`Chorus Pro ${kind}: ${codeRetour ?? '-'} ${libelle}`);
  }
}

export type ChorusStructure = {
  /** idStructureCPP. */
  id: number;
  siret: string;
  name: string;
  serviceCodeRequired: boolean;
  commitmentNumberRequired: boolean;
};

export type ChorusService = { id: number; code: string; name: string; active: boolean };

/** The syntaxes of `deposer/flux` the portal sends. */
export type FluxSyntax = 'IN_DP_E2_CII_FACTURX' | 'IN_DP_E2_UBL_INVOICE_MIN' | 'IN_DP_E2_CII_MIN_16B';

export type FluxReport = {
  /** etatCourantDepotFlux, e.g. IN_DEPOT_PORTAIL_EN_ATTENTE_TRAITEMENT_SE_CPP, IN_INTEGRE, IN_REJETE. */
  status: string;
  /** What Chorus found wrong, shown to the user as is. */
  errors: { code: string; message: string }[];
  /** The invoices the flux created, once integrated. */
  invoiceIds: number[];
};

/** One invoice as the searches and `consulter` answer it. */
export type ChorusInvoice = {
  /** idFacture. */
  id: number;
  number: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  issueDate: string;
  supplierName: string;
  supplierSiret: string | null;
  buyerName: string;
  buyerSiret: string;
  serviceCode: string | null;
  commitmentNumber: string | null;
  totalExclTax: number;
  totalInclTax: number;
  netPayable: number;
  currency: string;
  /** The raw Chorus status (statutCourantCode / statut), e.g. MISE_A_DISPOSITION, REJETEE. */
  status: string;
  /** When the status last changed (ISO timestamp). */
  statusAt: string;
  /** The reason of a rejection or suspension, when Chorus gives one. */
  comment: string | null;
  /** The deposit number of the flux it came from, if any. */
  depositNumber: string | null;
};

export type ChorusHistoryEntry = { status: string; at: string; comment: string | null };

export type InvoicePage = { invoices: ChorusInvoice[]; page: number; pages: number; total: number };

export type InvoiceSearch = {
  /** Only invoices whose status changed since (ISO timestamp): the sync's increment. */
  changedSince?: string;
  page: number;
  pageSize: number;
};

/**
 * What `factures/v1/soumettre` needs beside the metadata: the attachment holding the PDF and the
 * supplier's structure (the buyer is named by its SIRET, in the metadata).
 */
export type PlainSubmission = {
  attachmentId: number;
  supplierStructureId: number;
  meta: TInvoiceMeta;
};

export interface ChorusPro {
  /** The account's active structures (`structures/v1/rechercher` on itself): the check made on configure. */
  accountStructures(): Promise<ChorusStructure[]>;
  /** A public buyer by SIRET, null when Chorus knows none. */
  structureBySiret(siret: string): Promise<ChorusStructure | null>;
  structureServices(structureId: number): Promise<ChorusService[]>;
  /** `transverses/v1/ajouter/fichier`, at most 10 MB. */
  addAttachment(file: { name: string; bytes: Uint8Array; mimeType: string }): Promise<{ attachmentId: number }>;
  /** `factures/v1/deposer/flux`. */
  depositFlux(file: { name: string; bytes: Uint8Array; syntax: FluxSyntax }): Promise<{ depositNumber: string }>;
  /** `transverses/v1/consulterCRDetaille`. */
  fluxReport(depositNumber: string): Promise<FluxReport>;
  /** `factures/v1/soumettre`: a plain PDF with typed metadata. */
  submit(submission: PlainSubmission): Promise<{ invoiceId: number }>;
  /** `factures/v1/completer`: a suspended invoice, completed with another attachment and a comment. */
  complete(invoiceId: number, completion: { attachmentId: number | null; comment: string }): Promise<void>;
  /** `factures/v1/rechercher/fournisseur`. */
  searchSent(search: InvoiceSearch): Promise<InvoicePage>;
  /** `factures/v1/rechercher/recipiendaire`. */
  searchReceived(search: InvoiceSearch): Promise<InvoicePage>;
  /** `factures/v1/consulter/fournisseur` or `/recipiendaire`. */
  invoice(invoiceId: number, side: 'SENT' | 'RECEIVED'): Promise<ChorusInvoice>;
  /** `factures/v1/consulter/historique`. */
  history(invoiceId: number): Promise<ChorusHistoryEntry[]>;
  /** `factures/v1/telecharger/groupe`, one invoice: its PDF. */
  download(invoiceId: number): Promise<Uint8Array>;
  /** `factures/v1/traiter/recue`: a received invoice's processing; a reason is required to reject or suspend. */
  processReceived(
    invoiceId: number,
    action: 'SERVICE_FAIT' | 'REJETEE' | 'SUSPENDUE' | 'MISE_A_DISPOSITION_COMPTABLE',
    reason: string | null,
  ): Promise<void>;
}
