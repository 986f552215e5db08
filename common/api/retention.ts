import { ZId } from '../schemas/ids';
import { ZPagedSearch } from '../schemas/paging';
import {
  ZLegalHoldData,
  ZLegalHoldPage,
  ZLegalHoldSearch,
  ZLegalHoldWrite,
  ZPurgeRecordPage,
  ZPurgeStarted,
  ZRetentionPolicies,
  ZRetentionPoliciesWrite,
  ZUpcomingPurgePage,
  ZUpcomingPurgeSearch,
} from '../schemas/retention';
import { declareCall, ERRORS } from './call';

/** How long an organisation keeps each document type (issue 30). */
export const retention = {
  /** Every document type's policy as it applies to the organisation, chosen there, above, or the default. */
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organization/{id}/retention',
    access: { feature: 'ORGANIZATIONS_LIST' },
    params: ZId,
    responses: { 200: ZRetentionPolicies, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'organization/{id}/retention',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    params: ZId,
    body: ZRetentionPoliciesWrite,
    responses: { 200: ZRetentionPolicies, ...ERRORS },
  }),
};

const purgeAccess = { feature: 'DOCUMENTS_DELETE' } as const;

/** Legal holds and the purge (issue 30): what deleting expired documents may not touch, and what it did. */
export const purges = {
  hold: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'legal-holds',
    access: purgeAccess,
    body: ZLegalHoldWrite,
    responses: { 201: ZLegalHoldData, ...ERRORS },
  }),
  searchHolds: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'legal-holds/search',
    access: purgeAccess,
    body: ZLegalHoldSearch,
    responses: { 200: ZLegalHoldPage, ...ERRORS },
  }),
  release: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'legal-hold/{id}',
    access: purgeAccess,
    params: ZId,
    responses: { 200: ZLegalHoldData, ...ERRORS },
  }),
  upcoming: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'retention/upcoming',
    access: purgeAccess,
    body: ZUpcomingPurgeSearch,
    responses: { 200: ZUpcomingPurgePage, ...ERRORS },
  }),
  audit: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'retention/purges',
    access: purgeAccess,
    body: ZPagedSearch,
    responses: { 200: ZPurgeRecordPage, ...ERRORS },
  }),
  run: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'retention/purge',
    access: purgeAccess,
    responses: { 202: ZPurgeStarted, ...ERRORS },
  }),
};
