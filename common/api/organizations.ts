import { z } from 'zod';
import { ZId, ZUuid } from '../schemas/ids';
import {
  ZCurrentStylesheetResponse,
  ZOrganizationAncestors,
  ZOrganizationConfResponse,
  ZOrganizationConfWrite,
  ZOrganizationDocTypesResponse,
  ZOrganizationPage,
  ZOrganizationResponse,
  ZOrganizationSearch,
  ZOrganizationStatsResponse,
  ZOrganizationUpdate,
  ZOrganizationWrite,
  ZReceptionModeWrite,
  ZTransmissionModeWrite,
} from '../schemas/organizations';
import { ZSiretLookup } from '../schemas/orgDirectory';
import { ZSiret } from '../siret';
import { declareCall, ERRORS } from './call';

/** Organisations, their configuration and their tree (spec section 7). */
export const organizations = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'organizations',
    access: { feature: 'ORGANIZATIONS_LIST' },
    body: ZOrganizationSearch,
    responses: { 200: ZOrganizationPage, ...ERRORS },
  }),
  searchTopLevel: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'organizations/top-level',
    access: { feature: 'ORGANIZATIONS_LIST' },
    body: ZOrganizationSearch,
    responses: { 200: ZOrganizationPage, ...ERRORS },
  }),
  /** The visible organisations outside orgID's subtree: where it may be moved. */
  searchOutsideSubtree: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'organizations/nochildren/{orgID}',
    access: { feature: 'ORGANIZATIONS_LIST' },
    params: z.object({ orgID: ZUuid }),
    body: ZOrganizationSearch,
    responses: { 200: ZOrganizationPage, ...ERRORS },
  }),
  stats: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organizations/stats',
    access: { feature: 'ORGANIZATIONS_LIST' },
    responses: { 200: ZOrganizationStatsResponse, ...ERRORS },
  }),
  /** The caller's own organisation's stylesheet (or its nearest ancestor's), for any signed-in user. */
  currentStylesheet: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organization/current/stylesheet',
    access: {},
    responses: { 200: ZCurrentStylesheetResponse, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organization/{id}',
    access: { feature: 'ORGANIZATIONS_LIST' },
    params: ZId,
    responses: { 200: ZOrganizationResponse, ...ERRORS },
  }),
  ancestors: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organization/{id}/ancestors',
    access: { feature: 'ORGANIZATIONS_LIST' },
    params: ZId,
    responses: { 200: ZOrganizationAncestors, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'organization',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    body: ZOrganizationWrite,
    responses: { 201: ZOrganizationResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'organization/{id}',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    params: ZId,
    body: ZOrganizationUpdate,
    responses: { 200: ZOrganizationResponse, ...ERRORS },
  }),
  getConf: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organization/{id}/conf',
    access: { feature: 'ORGANIZATIONS_LIST' },
    params: ZId,
    responses: { 200: ZOrganizationConfResponse, ...ERRORS },
  }),
  updateConf: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'organization/{id}/conf',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    params: ZId,
    body: ZOrganizationConfWrite,
    responses: { 200: ZOrganizationConfResponse, ...ERRORS },
  }),
  setTransmissionMode: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'organization/{id}/conf/transmission-mode',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    params: ZId,
    body: ZTransmissionModeWrite,
    responses: { 200: ZOrganizationConfResponse, ...ERRORS },
  }),
  setReceptionMode: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'organization/{id}/conf/reception-mode',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    params: ZId,
    body: ZReceptionModeWrite,
    responses: { 200: ZOrganizationConfResponse, ...ERRORS },
  }),
  docTypes: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'organization/{orgId}/conf/doc-type',
    access: { feature: 'ORGANIZATIONS_LIST' },
    params: z.object({ orgId: ZUuid }),
    responses: { 200: ZOrganizationDocTypesResponse, ...ERRORS },
  }),
};

/** INSEE's directory of establishments, to prefill a new organisation. */
export const orgDirectory = {
  lookupSiret: declareCall({
    method: 'GET',
    base: 'orgDirectory',
    path: 'siret/{siret}',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    params: z.object({ siret: ZSiret }),
    responses: { 200: ZSiretLookup, ...ERRORS },
  }),
};
