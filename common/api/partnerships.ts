import { ZErrorBody } from '../errors';
import { ZLoginResponse } from '../schemas/auth';
import { ZId } from '../schemas/ids';
import { ZTransmissionModeWrite } from '../schemas/organizations';
import {
  ZContactMail,
  ZPartnershipGroupPage,
  ZPartnershipGroupResponse,
  ZPartnershipGroupSearch,
  ZPartnershipGroupWrite,
  ZPartnershipPage,
  ZPartnershipRequest,
  ZPartnershipResponse,
  ZPartnershipSearch,
  ZPartnershipUpdate,
  ZValidatingMail,
} from '../schemas/partnerships';
import { declareCall, ERRORS, ZNoContent } from './call';

/** Partnerships with third-party organisations (spec section 7). */
export const partnerships = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnerships',
    access: { feature: 'PARTNERSHIPS_LIST' },
    body: ZPartnershipSearch,
    responses: { 200: ZPartnershipPage, ...ERRORS },
  }),
  /** Those waiting for a contact email or for the contact to confirm it. */
  searchNeedingAction: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnerships/need-user-action',
    access: { feature: 'PARTNERSHIPS_LIST' },
    body: ZPartnershipSearch,
    responses: { 200: ZPartnershipPage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'partnership/{id}',
    access: { feature: 'PARTNERSHIPS_LIST' },
    params: ZId,
    responses: { 200: ZPartnershipResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    body: ZPartnershipRequest,
    responses: { 201: ZPartnershipResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'partnership/{id}',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    params: ZId,
    body: ZPartnershipUpdate,
    responses: { 200: ZPartnershipResponse, ...ERRORS },
  }),
  setTransmissionMode: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'partnership/{id}/transmission-mode',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    params: ZId,
    body: ZTransmissionModeWrite,
    responses: { 200: ZPartnershipResponse, ...ERRORS },
  }),
  enable: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership/{id}/enable',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    params: ZId,
    responses: { 200: ZPartnershipResponse, ...ERRORS },
  }),
  disable: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership/{id}/disable',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    params: ZId,
    responses: { 200: ZPartnershipResponse, ...ERRORS },
  }),
  /** Sends the contact a link to confirm their email. */
  fillContactMail: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership/{id}/fill-contact-mail',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    params: ZId,
    body: ZContactMail,
    responses: { 200: ZPartnershipResponse, ...ERRORS },
  }),
  /**
   * The contact confirms their email with the link's reference (the credential, hence public);
   * the tokens of a session of theirs come back in the set-authorization and set-refresh-token headers.
   */
  validatingMail: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership/{id}/validating-mail',
    access: 'public',
    params: ZId,
    body: ZValidatingMail,
    responses: { 200: ZLoginResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
  }),
};

/** Groups of partnerships, to address several third parties at once. */
export const partnershipGroups = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership-groups',
    access: { feature: 'PARTNERSHIPS_LIST' },
    body: ZPartnershipGroupSearch,
    responses: { 200: ZPartnershipGroupPage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'partnership-group/{id}',
    access: { feature: 'PARTNERSHIPS_LIST' },
    params: ZId,
    responses: { 200: ZPartnershipGroupResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'partnership-group',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    body: ZPartnershipGroupWrite,
    responses: { 201: ZPartnershipGroupResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'partnership-group/{id}',
    access: { feature: 'PARTNERSHIPS_EDIT' },
    params: ZId,
    body: ZPartnershipGroupWrite,
    responses: { 200: ZPartnershipGroupResponse, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'partnership-group/{id}',
    access: { feature: 'PARTNERSHIPS_DELETE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};
