/** Spec section 4: the invoice statuses the portal shows, whatever Chorus Pro calls them. */
export const CHORUS_PORTAL_STATUSES = [
  'MADE_AVAILABLE',
  'TO_RECYCLE',
  'SUSPENDED',
  'REJECTED',
  'SERVICE_DONE',
  'MANDATED',
  'ACCOUNTING_AVAILABILITY',
  'IN_PAYMENT',
  'ACCOUNTED',
  'DELETED',
  'WAITING_FOR_PROCESSING',
] as const;
export type ChorusPortalStatus = (typeof CHORUS_PORTAL_STATUSES)[number];

/**
 * Chorus Pro's own status codes the portal names in the user's language ("Statut au guichet");
 * a code Chorus adds later is shown as it comes.
 */
export const CHORUS_STATUS_CODES = [
  'DEPOSEE',
  'EN_COURS_ACHEMINEMENT',
  'MISE_A_DISPOSITION',
  'A_RECYCLER',
  'SUSPENDUE',
  'REJETEE',
  'SERVICE_FAIT',
  'MANDATEE',
  'MISE_A_DISPOSITION_COMPTABLE',
  'MISE_EN_PAIEMENT',
  'COMPTABILISEE',
  'SUPPRIMEE',
  'ABANDONNEE',
  'COMPLETEE',
] as const;
export type ChorusStatusCode = (typeof CHORUS_STATUS_CODES)[number];

const BY_CHORUS_CODE: Record<string, ChorusPortalStatus> = {
  MISE_A_DISPOSITION: 'MADE_AVAILABLE',
  A_RECYCLER: 'TO_RECYCLE',
  SUSPENDUE: 'SUSPENDED',
  REJETEE: 'REJECTED',
  SERVICE_FAIT: 'SERVICE_DONE',
  MANDATEE: 'MANDATED',
  MISE_A_DISPOSITION_COMPTABLE: 'ACCOUNTING_AVAILABILITY',
  MISE_EN_PAIEMENT: 'IN_PAYMENT',
  COMPTABILISEE: 'ACCOUNTED',
  SUPPRIMEE: 'DELETED',
  ABANDONNEE: 'DELETED',
};

/**
 * The portal status of a Chorus status code. Deposited, on its way, completed, or any code Chorus
 * adds later: the invoice waits for processing (the raw code is kept beside it).
 */
export const portalStatusOf = (chorusCode: string): ChorusPortalStatus =>
  BY_CHORUS_CODE[chorusCode.toUpperCase()] ?? 'WAITING_FOR_PROCESSING';

/**
 * What the sent list's chip says of an invoice the portal has not handed to Chorus yet. READY: its
 * metadata validated, it waits for its campaign's validation.
 */
export const CHORUS_DELIVERIES = ['DRAFT', 'READY', 'QUEUED', 'DEPOSITED', 'FAILED'] as const;
export type ChorusDelivery = (typeof CHORUS_DELIVERIES)[number];
