import {
  ZChorusComplete,
  ZChorusConfigure,
  ZChorusConnectionResponse,
  ZChorusDraftResponse,
  ZChorusInvoiceDetailResponse,
  ZChorusProcess,
  ZChorusSearch,
  ZChorusSearchResponse,
  ZChorusStructureResponse,
  ZChorusUploadedResponse,
  ZChorusValidatedResponse,
  ZChorusValidation,
  ZOrgIdParams,
  ZStructureParams,
  ZStructureQuery,
} from '../schemas/chorus';
import { ZId } from '../schemas/ids';
import { declareCall, ERRORS, IDEMPOTENT_ERRORS, ZNoContent } from './call';

/**
 * Chorus Pro (spec sections 3, 7 and 8): the organisation's connection, the public buyer lookup, the
 * invoice sent from a file, the sent and received lists (ours: the spec does not show them).
 */
export const chorus = {
  /** 409: identifiers already used by another organisation, or refused by Chorus (`fields`). */
  configure: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'guichet-cpp/configure',
    access: { feature: 'CHORUS_EDIT' },
    body: ZChorusConfigure,
    responses: { 200: ZChorusConnectionResponse, ...ERRORS },
  }),
  connection: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'guichet-cpp/configuration/{orgId}',
    access: { feature: 'CHORUS_LIST' },
    params: ZOrgIdParams,
    responses: { 200: ZChorusConnectionResponse, ...ERRORS },
  }),
  structure: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'guichet-cpp/structure/{id}',
    access: { feature: 'CHORUS_SEND' },
    params: ZStructureParams,
    query: ZStructureQuery,
    responses: { 200: ZChorusStructureResponse, ...ERRORS },
  }),
  /** Multipart: `orgId`, then one file (a PDF, a Factur-X, a UBL or CII XML). */
  upload: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'guichet-cpp/upload',
    access: { feature: 'CHORUS_SEND' },
    upload: true,
    idempotent: true,
    responses: { 201: ZChorusUploadedResponse, 413: ERRORS[400], 415: ERRORS[400], ...IDEMPOTENT_ERRORS },
  }),
  validate: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'doc/{id}/chorusValidation',
    access: { feature: 'CHORUS_SEND' },
    params: ZId,
    body: ZChorusValidation,
    responses: { 202: ZChorusValidatedResponse, ...ERRORS },
  }),
  sent: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'chorus/sent',
    access: { feature: 'CHORUS_SEND' },
    body: ZChorusSearch,
    responses: { 200: ZChorusSearchResponse, ...ERRORS },
  }),
  received: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'chorus/received',
    access: { feature: 'CHORUS_RECEIVE' },
    body: ZChorusSearch,
    responses: { 200: ZChorusSearchResponse, ...ERRORS },
  }),
  /** An invoice of either list: 404 for one whose organisation the caller does not see. */
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'chorus/invoice/{id}',
    access: { feature: 'CHORUS_LIST' },
    params: ZId,
    responses: { 200: ZChorusInvoiceDetailResponse, ...ERRORS },
  }),
  /** A draft (a campaign's invoice, say) with what its file says, for its form; 409 once it was sent. */
  draft: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'chorus/invoice/{id}/draft',
    access: { feature: 'CHORUS_SEND' },
    params: ZId,
    responses: { 200: ZChorusDraftResponse, ...ERRORS },
  }),
  process: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'chorus/invoice/{id}/process',
    access: { feature: 'CHORUS_RECEIVE' },
    params: ZId,
    body: ZChorusProcess,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  complete: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'chorus/invoice/{id}/complete',
    access: { feature: 'CHORUS_SEND' },
    params: ZId,
    body: ZChorusComplete,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};
