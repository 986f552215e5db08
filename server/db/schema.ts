import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  CampaignStatus,
  DispatchChannel,
  DispatchedDocStatus,
  NonDistributionCause,
} from '../../common/campaignLifecycle';
import type { ChorusDelivery, ChorusPortalStatus } from '../../common/chorusStatuses';
import type {
  AccountState,
  CollectFailure,
  CollectorId,
  ItemStatus,
  RunStatus,
  SubscriptionState,
} from '../../common/collectors';
import type { InvoiceFormat, InvoiceKind, TInvoiceMeta } from '../../common/schemas/chorusInvoice';
import type { PreviewRefusal } from '../../common/documentFields';
import type { DocType } from '../../common/docTypes';
import type { SignStepState, SignWorkflowState } from '../../common/signWorkflowLifecycle';
import type { RecoveryMode } from '../../common/signatureCode';
import type { Feature } from '../../common/features';
import type { PartnershipStatus } from '../../common/partnershipLifecycle';
import type {
  BpeNotStatedMode,
  DistributionMode,
  ReceptionMode,
  TransmissionMode,
} from '../../common/schemas/organizations';
import type { TDocCriteria } from '../../common/schemas/rights';
import type { RetentionRule } from '../../common/retention';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export type OrganizationTable = {
  id: Generated<string>;
  /** The customer (tenant) root; equals id on the root itself. */
  customer_id: string;
  parent_id: string | null;
  name: string;
  siret: string | null;
  /** Ancestors then itself, root first. */
  org_path: ColumnType<string[], string[] | undefined, string[]>;
  street: string | null;
  postal: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  distribution: Generated<DistributionMode>;
  invoicing_login: string | null;
  invoicing_password_enc: string | null;
  transmission_mode: Generated<TransmissionMode>;
  reception_mode: Generated<ReceptionMode>;
  doc_types: ColumnType<DocType[], DocType[] | undefined, DocType[]>;
  specific_css_url: string | null;
  /** What a campaign does for an employee who has not stated their BPE agreement. */
  bpe_not_stated: Generated<BpeNotStatedMode>;
  /** Whether its campaigns are confirmed with the emitter's signature code. */
  dispatch_signature: Generated<boolean>;
  created_at: CreatedAt;
};

export type UserTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  login: string;
  password_hash: string;
  first_name: string;
  name: string;
  email: string | null;
  must_init_account: Generated<boolean>;
  failed_logins: Generated<number>;
  blocked_until: Date | null;
  blocked_at: Date | null;
  terms_accepted_at: Date | null;
  password_changed_at: Date | null;
  /** Set on an employee's personal document account. */
  employee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** For a forgotten signature code sent by SMS or voice. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
};

export type AccessRuleTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  name: string;
  features: Feature[];
  doc_criterias: ColumnType<TDocCriteria[], string | undefined, string>;
  employee_ids: ColumnType<string[], string[] | undefined, string[]>;
  third_party_ids: ColumnType<string[], string[] | undefined, string[]>;
  employee_group_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
};

/** A set of rules some users hold, whose documents are indexed once built (migration 0034). */
export type AccessScopeTable = {
  id: Generated<string>;
  customer_id: string;
  rule_ids: string[];
  documents_indexed: Generated<boolean>;
  used_on: Generated<string>;
  /** The scope's rules compiled as the documents filter, with its values written in; the triggers run it. */
  filter_sql: string | null;
};
/** What each scope lets through, in deposit order (migration 0034). */
export type AccessScopeDocumentTable = { scope_id: string; created_at: Date; document_id: string };

export type UserVisibleOrganizationTable = { user_id: string; org_id: string };

export type UserGroupTable = {
  id: Generated<string>;
  customer_id: string;
  name: string;
  created_at: CreatedAt;
};

export type UserGroupMemberTable = { group_id: string; user_id: string };
export type AccessRuleGroupTable = { rule_id: string; group_id: string };

/** Deltas of the documents per key (migration 0033); a key's count is the sum of its rows. */
export type DocumentCountTable = { customer_id: string; org_id: string; doc_type: string; year: number; n: string };
export type DocumentEmployeeCountTable = DocumentCountTable & { employee_id: string | null };

export type DocumentTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  doc_type: string;
  period_start: ColumnType<Date | null, string | null | undefined, string | null>;
  period_end: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The recipient employee, if any. */
  employee_id: string | null;
  /** The recipient third party (an organisation of the customer), if any. */
  third_party_id: string | null;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  /** The deposit date. */
  created_at: CreatedAt;
  file_name: Generated<string>;
  /** SHA-256 of the bytes: the blob's key. */
  blob_key: string | null;
  size: ColumnType<number, number | undefined, number>;
  pages: Generated<number>;
  description: string | null;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
  sender_user_id: string | null;
  sender_name: string | null;
  invoice_number: string | null;
  invoice_date: ColumnType<Date | null, string | null | undefined, string | null>;
  /** PENDING, DONE, OCR_PENDING, FAILED. */
  text_status: Generated<DocumentTextStatus>;
  search_vector: ColumnType<string | null, never, never>;
  /** The day it may be purged, or null: kept. Written by the database (migration 0029). */
  retain_until: ColumnType<Date | null, never, never>;
};

export type DocumentTextStatus = 'PENDING' | 'DONE' | 'OCR_PENDING' | 'FAILED';

export type DocumentTextTable = { document_id: string; content: string; ocr: Generated<boolean> };

export type DocumentReadTable = { user_id: string; document_id: string; read_at: CreatedAt };

export type DocumentEventTable = {
  id: Generated<number>;
  document_id: string;
  customer_id: string;
  /** DEPOSIT, VIEW, DOWNLOAD, LINK_SENT, LINK_RENEWED. */
  kind: string;
  user_id: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  at: CreatedAt;
};

export type DocumentLinkTable = {
  token_hash: string;
  document_id: string;
  customer_id: string;
  email: string;
  expires_at: Date;
  created_at: CreatedAt;
};

export type DocumentPreviewTable = {
  blob_key: string;
  page: number;
  width: number;
  png_key: string;
  created_at: CreatedAt;
};

export type DocumentPreviewRefusalTable = {
  blob_key: string;
  page: number;
  reason: PreviewRefusal;
  created_at: CreatedAt;
};

export type MaskTable = {
  id: Generated<string>;
  customer_id: string;
  user_id: string;
  list: string;
  name: string;
  filters: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
};

export type AccessRuleUserTable = {
  rule_id: string;
  user_id: string;
};

export type SessionTable = {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
};

export type RefreshTokenTable = {
  token_hash: string;
  session_id: string;
  created_at: CreatedAt;
  used_at: Date | null;
};

/** Hits of one key (a client address, an account, a recipient) in one window of a throttle's scope. */
export type IdempotencyKeyTable = {
  user_id: string;
  route: string;
  key: string;
  run_id: string;
  status: number | null;
  body: string | null;
  /** The request answered, hashed (migration 0037): another request under the same key is refused. */
  fingerprint: string | null;
  created_at: Generated<Date>;
};

export type ThrottleCounterTable = {
  scope: string;
  key: string;
  window_start: Date;
  hits: number;
};

export type PasswordResetTokenTable = {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
};

export type MailStatus = 'pending' | 'sent' | 'failed' | 'held';

export type MailOutboxTable = {
  id: Generated<string>;
  customer_id: string | null;
  recipient: string;
  /** The portal user the message is for, when it is for one: who may list it follows from them. */
  recipient_user_id: string | null;
  /** A reset link, an activation or signature code, a download link: its text is never listed. */
  carries_secret: Generated<boolean>;
  subject: string;
  body_text: string;
  status: Generated<MailStatus>;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** A document sent as an attachment: its blob, read when the message is sent. */
  attachment_blob_key: string | null;
  attachment_name: string | null;
};

export type I18nOverrideTable = {
  id: string;
  locale: string;
  messages: ColumnType<Record<string, unknown>, string, string>;
  date_time_formats: ColumnType<Record<string, unknown>, string, string>;
};

export type ServerSecretTable = {
  name: string;
  value: string;
};

export type PartnershipGroupTable = {
  id: Generated<string>;
  customer_id: string;
  name: string;
  created_at: CreatedAt;
};

export type PartnershipTable = {
  /** Also the third party's id. */
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  siret: string;
  name: string;
  street: string | null;
  postal: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
  reference: string | null;
  transmission_mode: Generated<TransmissionMode>;
  status: Generated<PartnershipStatus>;
  group_id: string | null;
  contact_email: string | null;
  validation_hash: string | null;
  validation_expires_at: Date | null;
  contact_validated_at: Date | null;
  contact_user_id: string | null;
  created_at: CreatedAt;
};

export type EmployeeStatus = 'ACTIVE' | 'INACTIVE';
export type EmployeeAccountState = 'NOT_REGISTERED' | 'CREATED' | 'FINALIZED';

export type EmployeeTable = {
  id: Generated<string>;
  customer_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  status: Generated<EmployeeStatus>;
  registration_number: string | null;
  /** The company (SIREN) the matricule belongs to. */
  company_siren: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  phone: string | null;
  country: string | null;
  birth_day: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The NIR sealed by the secret box; never listed. */
  nir_sealed: string | null;
  /** Keyed hash of the NIR, to find an employee by it without reading it. */
  nir_hash: string | null;
  nir_temporary: Generated<boolean>;
  /** The DSN's NTT (S21.G00.30.020) of someone without a NIR yet; written only by the DSN import. */
  temporary_number: string | null;
  /** Dematerialised payslips (BPE): accepted, refused, or null when not stated. */
  bpe_agreement: boolean | null;
  /** The day it was stated, and who recorded it (their name then); null when not stated. */
  bpe_agreement_at: Date | null;
  bpe_agreement_by: string | null;
  /** A refusal's effect day (at most three months after it, D.3243-7): paper from then on. Null unless refused. */
  bpe_refusal_effective_on: Date | null;
  account_state: Generated<EmployeeAccountState>;
  account_created_at: Date | null;
  last_reminder_at: Date | null;
  /** The day they were deactivated (left), kept by a trigger; null while active. */
  left_at: ColumnType<Date | null, never, never>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Every ancestor of every linked organisation, kept by triggers (migration 0014). */
  org_paths: ColumnType<string[], never, never>;
};

/** How long an organisation (and the organisations under it) keeps a document type (migration 0029). */
export type RetentionPolicyTable = {
  org_id: string;
  doc_type: string;
  rule: RetentionRule;
  years: number | null;
  age: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string | null;
};

export type LegalHoldScope = 'DOCUMENT' | 'EMPLOYEE' | 'ORGANIZATION';

/** A customer's announced closure of the service (migration 0032). */
export type ServiceClosureTable = {
  customer_id: string;
  closes_on: Date;
  announced_at: Generated<Date>;
  announced_by: string;
  /** The last account holder mailed (by id): the mailing goes on after it. */
  mailed_up_to: string | null;
};

/** What keeps documents from the purge until released (migration 0030). */
export type LegalHoldTable = {
  id: Generated<string>;
  customer_id: string;
  scope: LegalHoldScope;
  target_id: string;
  reason: string;
  set_by: string;
  set_at: CreatedAt;
  released_by: string | null;
  released_at: Date | null;
};

/** A document an active hold goes on keeping after it left the hold's target (migration 0036). */
export type LegalHoldDocumentTable = {
  document_id: string;
  hold_id: string;
};

/** One document the purge deleted: append-only (migration 0030). */
export type RetentionPurgeTable = {
  id: Generated<number>;
  customer_id: string;
  document_id: string;
  org_id: string;
  employee_id: string | null;
  doc_type: string;
  file_name: string;
  sha256: string | null;
  rule: string;
  retain_until: Date;
  purged_at: CreatedAt;
};

export type EmployeeOrganizationTable = { employee_id: string; org_id: string; active: Generated<boolean> };

export type EmployeeGroupTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  name: string;
  created_at: CreatedAt;
};

export type EmployeeGroupMemberTable = { group_id: string; employee_id: string };

export type EmployeeActivationCodeTable = {
  code_hash: string;
  employee_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
};

/** Who read an employee's NIR in clear, and when. */
export type EmployeeNirRevealTable = {
  id: Generated<string>;
  employee_id: string;
  user_id: string;
  revealed_at: CreatedAt;
};

export type DsnImportStatus = 'PREVIEWING' | 'READY' | 'REJECTED' | 'APPLYING' | 'APPLIED' | 'FAILED';
export type DsnImportRowKind = 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'LEAVING' | 'ERROR';
export type DsnFieldChange = { field: string; old: string | null; new: string | null };
export type DsnRowError = { line: number; code: string; rubric?: string };

export type DsnImportTable = {
  id: Generated<string>;
  customer_id: string;
  user_id: string;
  file_name: string;
  size: Generated<number>;
  blob_key: string | null;
  status: DsnImportStatus;
  error_code: string | null;
  error_line: number | null;
  progress: Generated<number>;
  month: ColumnType<Date | null, string | null | undefined, string | null>;
  encoding: string | null;
  lines: number | null;
  counts: ColumnType<Partial<Record<DsnImportRowKind, number>>, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  applied_at: Date | null;
};

export type DsnImportRowTable = {
  import_id: string;
  seq: number;
  kind: DsnImportRowKind;
  line: number;
  employee_id: string | null;
  org_id: string | null;
  siret: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  registration_number: string | null;
  company_siren: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  birth_day: ColumnType<Date | null, string | null | undefined, string | null>;
  status: EmployeeStatus | null;
  nir_sealed: string | null;
  nir_hash: string | null;
  nir_masked: string | null;
  temporary_number: string | null;
  link: Generated<boolean>;
  changes: ColumnType<DsnFieldChange[] | null, string | null | undefined, string | null>;
  errors: ColumnType<DsnRowError[] | null, string | null | undefined, string | null>;
};

export type CampaignTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  created_by: string;
  name: string;
  siret: string;
  detection: boolean;
  review: Generated<boolean>;
  no_distribution: Generated<boolean>;
  /** Invoices to public buyers, deposited in Chorus Pro rather than dispatched. */
  chorus: Generated<boolean>;
  doc_type: DocType | null;
  distribution: DistributionMode;
  status: CampaignStatus;
  progress: Generated<number>;
  error_code: string | null;
  documents_count: Generated<number>;
  recipients_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  dispatched_at: Date | null;
  /** The month its documents cover (its first day), or null. */
  period: ColumnType<Date | null, string | null | undefined, string | null>;
  /** When the emitter confirmed it with their signature code, when their organisation asks it. */
  signed_at: Date | null;
};

export type CampaignFileTable = {
  id: Generated<string>;
  campaign_id: string;
  seq: number;
  name: string;
  doc_type: DocType;
  blob_key: string | null;
  source_document_id: string | null;
  pages: Generated<number>;
  split_pages: Generated<number>;
};

export type CampaignRecipientKind = 'EMPLOYEE' | 'EMPLOYEE_GROUP' | 'PARTNERSHIP' | 'PARTNERSHIP_GROUP';
export type CampaignRecipientTable = { campaign_id: string; kind: CampaignRecipientKind; ref_id: string };

export type DispatchedDocTable = {
  id: Generated<string>;
  campaign_id: string;
  customer_id: string;
  file_id: string;
  page_from: Generated<number>;
  page_to: Generated<number>;
  blob_key: string | null;
  name: string;
  employee_id: string | null;
  partnership_id: string | null;
  recipient_key: string;
  status: Generated<DispatchedDocStatus>;
  channel: DispatchChannel | null;
  error_cause: NonDistributionCause | null;
  document_id: string | null;
  mail_id: string | null;
  attempts: Generated<number>;
  created_at: CreatedAt;
  dispatched_at: Date | null;
};

export type CampaignIgnoredPageTable = { campaign_id: string; file_id: string; page: number };

export type SignWorkflowTemplateTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  name: string;
  doc_types: ColumnType<DocType[], DocType[] | undefined, DocType[]>;
  created_by: string;
  created_at: CreatedAt;
};

export type SignWorkflowTemplateStepTable = { template_id: string; position: number; signatory_id: string };

export type SignWorkflowTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  template_id: string | null;
  name: string;
  state: SignWorkflowState;
  current_step: number | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  signed_at: Date | null;
};

export type SignWorkflowFileTable = {
  id: Generated<string>;
  workflow_id: string;
  seq: number;
  name: string;
  doc_type: DocType;
  description: string | null;
  source_document_id: string | null;
  original_blob_key: string;
  blob_key: string;
  pages: number;
  signed_document_id: string | null;
};

/** One line of the audit page: a file's SHA-256 before and after a step's signature. */
export type SignStepHash = { fileId: string; before: string; after: string };

export type SignWorkflowStepTable = {
  workflow_id: string;
  position: number;
  signatory_id: string;
  state: Generated<SignStepState>;
  at: Date | null;
  ip: string | null;
  user_agent: string | null;
  refused_reason: string | null;
  hashes: ColumnType<SignStepHash[], string | undefined, string>;
};

export type SignatureCodeTable = {
  user_id: string;
  code_hash: string;
  failures: Generated<number>;
  locked_at: Date | null;
  updated_at: Generated<Date>;
};

export type SignatureRecoveryCodeTable = {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  mode: RecoveryMode;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
  /** Wrong codes tried while it was live: past RECOVERY_CODE_MAX_FAILURES it unlocks nothing. */
  failures: Generated<number>;
};

export type ChorusEnvironment = 'SIMULATOR' | 'SANDBOX' | 'PRODUCTION';

export type ChorusConnectionTable = {
  org_id: string;
  customer_id: string;
  environment: ChorusEnvironment;
  client_id: string;
  client_secret_enc: string;
  account_login: string;
  supplier_structure_id: ColumnType<string, string | number, string | number>;
  /** The sync's increment: status changes since this time were read. */
  synced_until: Date | null;
  sync_error: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
};

export type ChorusInvoiceSide = 'SENT' | 'RECEIVED';

/** Amounts are numeric(15, 2): pg answers them as strings, exact. */
type Money = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export type ChorusInvoiceTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  side: ChorusInvoiceSide;
  document_id: string | null;
  file_key: string | null;
  file_name: string | null;
  format: InvoiceFormat;
  delivery: ChorusDelivery;
  delivery_errors: ColumnType<{ code: string; message: string }[], string | undefined, string>;
  deposit_number: string | null;
  chorus_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  kind: Generated<InvoiceKind>;
  number: string | null;
  issue_date: ColumnType<Date | null, string | null | undefined, string | null>;
  currency: Generated<string>;
  supplier_name: string | null;
  supplier_siret: string | null;
  buyer_name: string | null;
  buyer_siret: string | null;
  service_code: string | null;
  commitment_number: string | null;
  total_excl_tax: Money;
  total_incl_tax: Money;
  net_payable: Money;
  /** The whole metadata as validated (TInvoiceMeta), for a draft and a resend. */
  meta: ColumnType<TInvoiceMeta | null, string | null | undefined, string | null>;
  chorus_status: string | null;
  chorus_status_at: Date | null;
  chorus_comment: string | null;
  portal_status: ChorusPortalStatus | null;
  /** Why its PDF could not be filed in the safe; null while it is, or may still be. */
  filing_error: string | null;
  /** The campaign it belongs to, deposited with it once the campaign is validated. */
  campaign_id: string | null;
  /** How a READY invoice of a campaign is to be sent. */
  send_as: 'FACTURX' | 'PDF' | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
};

export type CollectorSubscriptionTable = {
  id: Generated<string>;
  customer_id: string;
  org_id: string;
  collector_id: CollectorId;
  name: string;
  doc_type: DocType;
  interval_minutes: number;
  enabled: Generated<boolean>;
  state: Generated<SubscriptionState>;
  lease_token: string | null;
  lease_until: Date | null;
  /** The process run (RUN_ID) holding the lease: a starting process takes back those of its host's dead ones. */
  lease_holder: string | null;
  last_run_at: Date | null;
  last_error: CollectFailure | null;
  collected: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
};

export type CollectorAccountTable = {
  id: Generated<string>;
  subscription_id: string;
  position: number;
  host: string;
  port: number;
  tls: boolean;
  login: string;
  password_enc: string;
  folder: string;
  name_pattern: string;
  sender: string | null;
  subject: string | null;
  max_age_days: number | null;
  processed_folder: string;
  /** SFTP: the server's key (SHA-256, hex), pinned at the first connection. */
  host_key: string | null;
  state: Generated<AccountState>;
  last_error: CollectFailure | null;
  last_run_at: Date | null;
  created_at: CreatedAt;
};

export type CollectorRunTable = {
  id: Generated<string>;
  subscription_id: string;
  trigger: 'SCHEDULE' | 'REQUEST';
  status: RunStatus;
  started_at: CreatedAt;
  ended_at: Date | null;
  collected: Generated<number>;
  duplicates: Generated<number>;
  refused: Generated<number>;
  error: CollectFailure | null;
};

export type CollectorItemTable = {
  id: Generated<string>;
  subscription_id: string;
  account_id: string | null;
  run_id: string | null;
  remote_key: string;
  login: string;
  remote_name: string;
  status: ItemStatus;
  sha256: string | null;
  document_id: string | null;
  error: string | null;
  acknowledged_at: Date | null;
  created_at: CreatedAt;
};

export type DB = {
  organizations: OrganizationTable;
  users: UserTable;
  access_rules: AccessRuleTable;
  access_rule_users: AccessRuleUserTable;
  access_rule_groups: AccessRuleGroupTable;
  access_scopes: AccessScopeTable;
  access_scope_documents: AccessScopeDocumentTable;
  user_groups: UserGroupTable;
  user_group_members: UserGroupMemberTable;
  user_visible_organizations: UserVisibleOrganizationTable;
  documents: DocumentTable;
  document_counts: DocumentCountTable;
  document_employee_counts: DocumentEmployeeCountTable;
  retention_policies: RetentionPolicyTable;
  legal_holds: LegalHoldTable;
  legal_hold_documents: LegalHoldDocumentTable;
  service_closures: ServiceClosureTable;
  retention_purges: RetentionPurgeTable;
  document_texts: DocumentTextTable;
  document_reads: DocumentReadTable;
  document_events: DocumentEventTable;
  document_links: DocumentLinkTable;
  document_previews: DocumentPreviewTable;
  document_preview_refusals: DocumentPreviewRefusalTable;
  masks: MaskTable;
  partnerships: PartnershipTable;
  partnership_groups: PartnershipGroupTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  throttle_counters: ThrottleCounterTable;
  idempotency_keys: IdempotencyKeyTable;
  password_reset_tokens: PasswordResetTokenTable;
  mail_outbox: MailOutboxTable;
  i18n_overrides: I18nOverrideTable;
  server_secrets: ServerSecretTable;
  employees: EmployeeTable;
  employee_organizations: EmployeeOrganizationTable;
  employee_groups: EmployeeGroupTable;
  employee_group_members: EmployeeGroupMemberTable;
  employee_activation_codes: EmployeeActivationCodeTable;
  employee_nir_reveals: EmployeeNirRevealTable;
  dsn_imports: DsnImportTable;
  dsn_import_rows: DsnImportRowTable;
  campaigns: CampaignTable;
  campaign_files: CampaignFileTable;
  campaign_recipients: CampaignRecipientTable;
  dispatched_docs: DispatchedDocTable;
  campaign_ignored_pages: CampaignIgnoredPageTable;
  sign_workflow_templates: SignWorkflowTemplateTable;
  sign_workflow_template_steps: SignWorkflowTemplateStepTable;
  sign_workflows: SignWorkflowTable;
  sign_workflow_files: SignWorkflowFileTable;
  sign_workflow_steps: SignWorkflowStepTable;
  signature_codes: SignatureCodeTable;
  signature_recovery_codes: SignatureRecoveryCodeTable;
  chorus_connections: ChorusConnectionTable;
  chorus_invoices: ChorusInvoiceTable;
  collector_subscriptions: CollectorSubscriptionTable;
  collector_accounts: CollectorAccountTable;
  collector_runs: CollectorRunTable;
  collector_items: CollectorItemTable;
};

export type User = Selectable<UserTable>;
