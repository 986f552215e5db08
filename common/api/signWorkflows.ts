import { z } from 'zod';
import { ZErrorBody } from '../errors';
import { ZId, ZUuid } from '../schemas/ids';
import {
  ZRecoveryRequest,
  ZRefuseRequest,
  ZSignatureCodeState,
  ZSignatureCodeWrite,
  ZSignRequest,
  ZSignTemplateData,
  ZSignTemplatePage,
  ZSignTemplateSearch,
  ZSignTemplateWrite,
  ZSignWorkflowCreate,
  ZSignWorkflowData,
  ZSignWorkflowPage,
  ZSignWorkflowSearch,
  ZSignWorkflowStats,
  ZSignWorkflowUpdate,
} from '../schemas/signWorkflows';
import { declareCall, ERRORS, IDEMPOTENT_ERRORS, fileAnswer, ZNoContent } from './call';

/** The templates of signature books, open to those who edit books (deletion included). */
export const signTemplates = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow-templates',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    body: ZSignTemplateSearch,
    responses: { 200: ZSignTemplatePage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'sign-workflow-template/{id}',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    params: ZId,
    responses: { 200: ZSignTemplateData, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow-template',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    body: ZSignTemplateWrite,
    responses: { 201: ZSignTemplateData, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'sign-workflow-template/{id}',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    params: ZId,
    body: ZSignTemplateWrite,
    responses: { 200: ZSignTemplateData, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'sign-workflow-template/{id}',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};

/** Signature books (issue 14; spec sections 2, 3, 4, 5, 7, 8, 9), and signing or refusing them. */
export const signWorkflows = {
  /** From documents of the safe (files[].docId). */
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    idempotent: true,
    body: ZSignWorkflowCreate,
    responses: { 201: ZSignWorkflowData, ...IDEMPOTENT_ERRORS },
  }),
  /** Multipart: the field `workflow` (SignWorkflowCreate as JSON) first, then one file part per uploaded entry. */
  upload: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow/upload',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    upload: true,
    idempotent: true,
    responses: { 201: ZSignWorkflowData, 415: ZErrorBody, ...IDEMPOTENT_ERRORS },
  }),
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflows',
    access: { feature: 'SIGN_WORKFLOWS_LIST' },
    body: ZSignWorkflowSearch,
    responses: { 200: ZSignWorkflowPage, ...ERRORS },
  }),
  /** The home counts, without a `data` envelope. */
  stats: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'sign-workflows/stats',
    access: { feature: 'SIGN_WORKFLOWS_LIST' },
    responses: { 200: ZSignWorkflowStats, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'sign-workflows/{id}',
    access: { feature: 'SIGN_WORKFLOWS_LIST' },
    params: ZId,
    responses: { 200: ZSignWorkflowData, ...ERRORS },
  }),
  /** A book's document as signed so far. */
  file: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'sign-workflows/{id}/files/{fileId}',
    access: { feature: 'SIGN_WORKFLOWS_LIST' },
    params: z.object({ id: ZUuid, fileId: ZUuid }),
    responses: { 200: fileAnswer('application/pdf'), ...ERRORS },
  }),
  /** A PENDING book's name and steps, or its start. */
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'sign-workflows/{id}',
    access: { feature: 'SIGN_WORKFLOWS_EDIT' },
    params: ZId,
    body: ZSignWorkflowUpdate,
    responses: { 200: ZSignWorkflowData, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'sign-workflow/{id}',
    access: { feature: 'SIGN_WORKFLOWS_DELETE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  /** The books out for signature whose current step is this user's. */
  pending: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflows-pending/{userId}',
    access: { feature: 'SIGN' },
    params: z.object({ userId: ZUuid }),
    body: ZSignWorkflowSearch,
    responses: { 200: ZSignWorkflowPage, ...ERRORS },
  }),
  sign: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow/sign/{id}',
    access: { feature: 'SIGN' },
    params: ZId,
    body: ZSignRequest,
    responses: { 200: ZSignWorkflowData, ...ERRORS },
  }),
  refuse: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow/refuse/{id}',
    access: { feature: 'SIGN' },
    params: ZId,
    body: ZRefuseRequest,
    responses: { 200: ZSignWorkflowData, ...ERRORS },
  }),
  /** A recovery code, from the book the signatory is signing. */
  recoverSignatureCode: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'sign-workflow/recover-signature-code/{id}',
    access: { feature: 'SIGN' },
    params: ZId,
    body: ZRecoveryRequest,
    responses: { 204: ZNoContent, 429: ZErrorBody, ...ERRORS },
  }),
};

/**
 * The signatory's own signature code (My profile). Signatories only (the SIGN feature): a personal
 * account or a user who never signs has no code to keep.
 */
export const signatureCode = {
  state: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'account/signature-code',
    access: { feature: 'SIGN' },
    responses: { 200: ZSignatureCodeState, ...ERRORS },
  }),
  set: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'account/signature-code',
    access: { feature: 'SIGN' },
    body: ZSignatureCodeWrite,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  /** A recovery code to change a forgotten or locked code. */
  recover: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'account/signature-code/recovery',
    access: { feature: 'SIGN' },
    body: ZRecoveryRequest,
    responses: { 204: ZNoContent, 429: ZErrorBody, ...ERRORS },
  }),
};
