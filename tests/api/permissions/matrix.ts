/**
 * Every call of the server × who makes it → the expected status, one file of rows per area. The
 * permission test runs each row, and fails on any call the server has that these rows lack.
 *
 * The callers: anonymous; `noFeature` (a user of the same customer whom no rule grants anything);
 * `otherCustomer` (an administrator of another customer); `filteredOut` (an administrator of the
 * same customer who sees only the Paris organisation, while the targets sit in Lyon); `allowed`
 * (the demo administrator).
 */
export type Caller = 'anonymous' | 'noFeature' | 'otherCustomer' | 'filteredOut' | 'allowed';
export const CALLERS: Caller[] = ['anonymous', 'noFeature', 'otherCustomer', 'filteredOut', 'allowed'];

export type Fixtures = {
  lyonUserId: string;
  /** A user of Paris, whom the filtered caller sees. */
  parisUserId: string;
  /** A group whose only member is in Lyon. */
  groupId: string;
  lyonRuleId: string;
  lyonOrgId: string;
  customerRootId: string;
  /** A READY DSN import of the demo administrator (`allowed`). */
  dsnImportId: string;
  /** An employee linked to Lyon only, and an employee group of Lyon holding them. */
  lyonEmployeeId: string;
  lyonEmployeeGroupId: string;
  /** A held message for the Lyon user. */
  lyonMessageId: string;
  /** A partnership of Lyon, waiting for its contact email. */
  lyonPartnershipId: string;
  /** A document of Lyon (a row, no bytes). */
  lyonDocumentId: string;
  /** A partnership group whose only partnership is in Lyon. */
  lyonPartnershipGroupId: string;
  /** A PDF deposited in Lyon (with its file: pdf, preview, attestation, archive, link). */
  lyonStoredDocumentId: string;
  lyonSiret: string;
  /**
   * A Lyon campaign by the demo administrator, with one file (the stored document's bytes), one
   * ignored page, and a PAPER_DISPATCHED document for the Lyon employee.
   */
  lyonCampaignId: string;
  /** A Lyon signature book out for signature, the demo administrator its current signatory; a draft one; a template. */
  lyonSignWorkflowId: string;
  lyonSignFileId: string;
  lyonSignDraftId: string;
  lyonSignTemplateId: string;
  /** A Lyon invoice drafted for Chorus (never sent), and one Lyon received through Chorus. */
  lyonChorusDraftId: string;
  lyonChorusReceivedId: string;
  /** A Lyon collector subscription with one IMAP account on a port nobody answers. */
  lyonCollectorId: string;
  /** The demo administrator (who may sign), and their email (a recovery code goes to one's own). */
  adminId: string;
  adminEmail: string;
  /** A SIRET the directory knows and no partnership has yet. */
  newThirdPartySiret: () => Promise<string>;
  /** A fresh target for a call that consumes it (a delete, a change of status). */
  disposable: (
    kind:
      | 'user'
      | 'group'
      | 'mixedGroup'
      | 'rule'
      | 'partnership'
      | 'disabledPartnership'
      | 'partnershipGroup'
      | 'lyonOrganization'
      | 'employeeGroup'
      | 'mask'
      | 'campaignToValidate'
      | 'failedCampaign'
      | 'failedDispatchedDoc'
      | 'pendingDispatchedDoc'
      | 'signWorkflow'
      | 'signTemplate'
      | 'collectorSubscription'
      | 'legalHold',
  ) => Promise<string>;
};

/** A FormData body goes as multipart/form-data, any other as JSON. */
export type Call = { method: string; path: string; body?: unknown };
export type Row = {
  expect: Record<Caller, number>;
  call: (fixtures: Fixtures) => Promise<Call> | Call;
  /** For a list: the ids it returns; only the `allowed` caller may find the target among them. */
  listed?: (body: never) => string[];
  target?: (fixtures: Fixtures) => string;
};
export type Rows = Record<string, Row>;

export const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  noFeature: status,
  otherCustomer: status,
  filteredOut: status,
  allowed: status,
});
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** A list: 401, 403 without the feature, else 200 (what it holds is checked apart). */
export const list = { anonymous: 401, noFeature: 403, otherCustomer: 200, filteredOut: 200, allowed: 200 };
/** One item in an organisation the filtered caller does not see. */
export const item = (ok: number) => ({
  anonymous: 401,
  noFeature: 403,
  otherCustomer: 404,
  filteredOut: 404,
  allowed: ok,
});
/** One item of the customer the filtered caller sees too. */
export const customerItem = (ok: number) => ({ ...item(ok), filteredOut: ok });

export const search = { search: '', limit: 100, page: 1 };
