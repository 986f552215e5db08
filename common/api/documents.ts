import { z } from 'zod';
import { ZErrorBody } from '../errors';
import {
  ZDocArchiveRequest,
  ZDocLinkRequest,
  ZDocLocationResponse,
  ZDocPage,
  ZDocPreviewParams,
  ZDocPreviewQuery,
  ZDocResponse,
  ZDocSearch,
  ZDocSendersResponse,
  ZDocStatsResponse,
  ZDocTypeInfoResponse,
  ZDocUploadResponse,
  ZDocIdentifyResponse,
  ZDocRefile,
  ZFolderRequest,
  ZFolderResponse,
  ZMaskResponse,
  ZMasksResponse,
  ZMaskWrite,
  ZMyArchiveQuery,
  ZRegenerateLinkRequest,
} from '../schemas/documents';
import { ZId } from '../schemas/ids';
import { declareCall, ERRORS, IDEMPOTENT_ERRORS, fileAnswer, ZNoContent } from './call';

/**
 * Finding and reading the document safe (issue 11). Signed in with no feature: the server lets
 * staff with DOCUMENTS_LIST, a personal account and a third-party contact read their own.
 */
export const documents = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'docs',
    access: {},
    body: ZDocSearch,
    responses: { 200: ZDocPage, ...ERRORS },
  }),
  senders: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'docs/senders',
    access: {},
    responses: { 200: ZDocSendersResponse, ...ERRORS },
  }),
  stats: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'docs/stats',
    access: {},
    responses: { 200: ZDocStatsResponse, ...ERRORS },
  }),
  folders: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'folders',
    access: {},
    body: ZFolderRequest,
    responses: { 200: ZFolderResponse, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc/{id}',
    access: {},
    params: ZId,
    responses: { 200: ZDocResponse, ...ERRORS },
  }),
  location: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc/{id}/location',
    access: {},
    params: ZId,
    responses: { 200: ZDocLocationResponse, ...ERRORS },
  }),
  setRead: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'doc/{id}/setRead',
    access: {},
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};

/** The files of the document safe: deposit, bytes, pages, attestation, zip; and the document types. */
export const documentFiles = {
  /** Multipart: the field `document` (DocUpload as JSON), then the field `file` (the PDF). */
  upload: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'doc/upload',
    access: { feature: 'DOCUMENTS_UPLOAD' },
    upload: true,
    idempotent: true,
    responses: { 201: ZDocUploadResponse, 415: ERRORS[400], ...IDEMPOTENT_ERRORS },
  }),
  pdf: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc/pdf/{id}',
    access: {},
    params: ZId,
    responses: { 200: fileAnswer('application/pdf'), ...ERRORS },
  }),
  /** Page x (from 1) as a PNG. */
  preview: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc/{id}/preview/{x}',
    access: {},
    params: ZDocPreviewParams,
    query: ZDocPreviewQuery,
    responses: { 200: fileAnswer('image/png'), ...ERRORS, 422: ZErrorBody },
  }),
  attestation: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc/attestation/{id}',
    access: {},
    params: ZId,
    responses: { 200: fileAnswer('application/pdf'), ...ERRORS },
  }),
  archive: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'doc/pdf/archive',
    access: {},
    body: ZDocArchiveRequest,
    responses: { 200: fileAnswer('application/zip'), ...ERRORS },
  }),
  /**
   * A personal account's own copy (issue 30, D.3243-8): every document of the employee, with
   * `index.csv` and `index.json` (type labels in `locale`); 404 to anyone without a personal account.
   */
  myArchive: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'docs/mine/archive',
    access: {},
    query: ZMyArchiveQuery,
    responses: { 200: fileAnswer('application/zip'), ...ERRORS },
  }),
  docType: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc-types/{id}',
    access: {},
    params: z.object({ id: z.string().max(20) }),
    responses: { 200: ZDocTypeInfoResponse, ...ERRORS },
  }),
};

/** Whom a document is for: checked before a deposit, corrected after one. */
export const documentFiling = {
  /** Multipart: the field `document` (DocIdentify as JSON), then the field `file` (the PDF); nothing is kept. */
  identify: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'doc/identify',
    access: { feature: 'DOCUMENTS_UPLOAD' },
    upload: true,
    responses: { 200: ZDocIdentifyResponse, 415: ERRORS[400], ...ERRORS },
  }),
  refile: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'doc/{id}/employee',
    access: { feature: 'DOCUMENTS_EDIT' },
    params: ZId,
    body: ZDocRefile,
    responses: { 200: ZDocResponse, ...ERRORS },
  }),
};

/** Direct download links, emailed to a document's recipient. */
export const documentLinks = {
  send: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'doc/{id}/link',
    access: {},
    params: ZId,
    body: ZDocLinkRequest,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  /** The PDF a direct link opens; an invalid or expired link redirects (303) to the page that renews it. */
  open: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'doc/direct/{token}',
    access: 'public',
    params: z.object({ token: z.string().max(200) }),
    responses: { 200: fileAnswer('application/pdf'), 303: z.null(), 400: ZErrorBody, 429: ZErrorBody },
  }),
  renew: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'regenerate-direct-doc-download',
    access: 'public',
    body: ZRegenerateLinkRequest,
    responses: { 202: z.object({}), 400: ZErrorBody, 429: ZErrorBody },
  }),
};

/** Masks: the documents list's filters a user saved under a name, each user their own. */
export const masks = {
  list: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'mask',
    access: {},
    responses: { 200: ZMasksResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'mask',
    access: {},
    body: ZMaskWrite,
    responses: { 201: ZMaskResponse, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'mask/{id}',
    access: {},
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};
