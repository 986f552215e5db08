import type { Migration } from 'kysely';
import * as platform from './0001_platform';
import * as sessionsAndAccountSecurity from './0002_sessions_and_account_security';
import * as rights from './0003_rights';
import * as organizations from './0004_organizations';
import * as sireneDirectory from './0005_sirene_directory';
import * as outboxRecipients from './0006_outbox_recipients';
import * as employees from './0007_employees';
import * as partnerships from './0008_partnerships';
import * as employeeAccounts from './0009_employee_accounts';
import * as dsnImports from './0011_dsn_imports';
import * as documents from './0012_documents';
import * as documentSearch from './0013_document_search';
import * as employeeOrgPaths from './0014_employee_org_paths';
import * as campaigns from './0015_campaigns';
import * as signWorkflows from './0016_sign_workflows';
import * as employeeTemporaryNumber from './0017_employee_temporary_number';
import * as employeeNameCovering from './0018_employee_name_covering';
import * as employeeLinkPathsHeld from './0019_employee_link_paths_held';
import * as signatureRecoveryTries from './0020_signature_recovery_tries';
import * as throttleCounters from './0021_throttle_counters';
import * as idempotencyKeys from './0022_idempotency_keys';
import * as documentPreviewRefusals from './0023_document_preview_refusals';
import * as chorus from './0024_chorus';
import * as chorusFiling from './0025_chorus_filing';
import * as chorusCampaigns from './0026_chorus_campaigns';
import * as collectors from './0027_collectors';
import * as bpeStatesAndCampaignConfirmation from './0028_bpe_states_and_campaign_confirmation';
import * as retention from './0029_retention';
import * as legalHoldsAndPurges from './0030_legal_holds_and_purges';
import * as bpeRefusalEffect from './0031_bpe_refusal_effect';
import * as serviceClosures from './0032_service_closures';
import * as documentCounts from './0033_document_counts';
import * as ruleDocuments from './0034_rule_documents';
import * as collectFailureCodes from './0035_collect_failure_codes';
import * as legalHoldDocuments from './0036_legal_hold_documents';
import * as idempotencyFingerprints from './0037_idempotency_fingerprints';
import * as collectorLeaseHolders from './0038_collector_lease_holders';

/** Every migration, in order. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_sessions_and_account_security': sessionsAndAccountSecurity,
  '0003_rights': rights,
  '0004_organizations': organizations,
  '0005_sirene_directory': sireneDirectory,
  '0006_outbox_recipients': outboxRecipients,
  '0007_employees': employees,
  '0008_partnerships': partnerships,
  '0009_employee_accounts': employeeAccounts,
  '0011_dsn_imports': dsnImports,
  '0012_documents': documents,
  '0013_document_search': documentSearch,
  '0014_employee_org_paths': employeeOrgPaths,
  '0015_campaigns': campaigns,
  '0016_sign_workflows': signWorkflows,
  '0017_employee_temporary_number': employeeTemporaryNumber,
  '0018_employee_name_covering': employeeNameCovering,
  '0019_employee_link_paths_held': employeeLinkPathsHeld,
  '0020_signature_recovery_tries': signatureRecoveryTries,
  '0021_throttle_counters': throttleCounters,
  '0022_idempotency_keys': idempotencyKeys,
  '0023_document_preview_refusals': documentPreviewRefusals,
  '0024_chorus': chorus,
  '0025_chorus_filing': chorusFiling,
  '0026_chorus_campaigns': chorusCampaigns,
  '0027_collectors': collectors,
  '0028_bpe_states_and_campaign_confirmation': bpeStatesAndCampaignConfirmation,
  '0029_retention': retention,
  '0030_legal_holds_and_purges': legalHoldsAndPurges,
  '0031_bpe_refusal_effect': bpeRefusalEffect,
  '0032_service_closures': serviceClosures,
  '0033_document_counts': documentCounts,
  '0034_rule_documents': ruleDocuments,
  '0035_collect_failure_codes': collectFailureCodes,
  '0036_legal_hold_documents': legalHoldDocuments,
  '0037_idempotency_fingerprints': idempotencyFingerprints,
  '0038_collector_lease_holders': collectorLeaseHolders,
};
