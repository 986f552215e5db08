import type { DocType } from '../../../../common/docTypes';

/** A file of the computer waiting to go, with the document type the user gave it ('' until then). */
export type PendingFile = { key: string; file: File; docType: DocType | '' };

/** A document of the safe the user picked, by its id and the name the summary shows. */
export type SafeDocument = { id: string; fileName: string };

/** What the wizard's form holds; `submitCampaign.ts` turns it into the contract's `TCampaignCreate`. */
export type CampaignWizardValues = {
  files: PendingFile[];
  safeDocs: SafeDocument[];
  orgId: string | null;
  siret: string;
  name: string;
  review: boolean;
  noDistribution: boolean;
  detection: boolean;
  /** Invoices to public buyers, deposited in Chorus Pro (every file an invoice). */
  chorus: boolean;
  employeeIds: string[];
  groupIds: string[];
  orgIds: string[];
  partnershipGroupIds: string[];
  /** The month a payslip campaign's documents cover (`YYYY-MM`), '' when none. */
  period: string;
  /** The emitter's signature code, when the emitting organisation asks each campaign to be confirmed with it. */
  codeSignature: string;
};

export const WIZARD_DEFAULTS: CampaignWizardValues = {
  files: [],
  safeDocs: [],
  orgId: null,
  siret: '',
  name: '',
  review: false,
  noDistribution: false,
  detection: true,
  chorus: false,
  employeeIds: [],
  groupIds: [],
  orgIds: [],
  partnershipGroupIds: [],
  period: '',
  codeSignature: '',
};

/** Recipients chosen by hand: employees, employee groups, partnerships, partnership groups. */
export const RECIPIENT_FIELDS = ['employeeIds', 'groupIds', 'orgIds', 'partnershipGroupIds'] as const;
