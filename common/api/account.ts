import { z } from 'zod';
import { ZErrorBody } from '../errors';
import {
  ZChangePasswordRequest,
  ZCurrentUserResponse,
  ZFinalizeAccountRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZReinitPasswordRequest,
  ZReinitPasswordResponse,
  ZResetPasswordRequest,
} from '../schemas/auth';
import { ZActivateAccountRequest } from '../schemas/employeeAccounts';
import { ZId } from '../schemas/ids';
import { declareCall, ERRORS, ZNoContent } from './call';

/** Signing in and out, one's own account, and the ways back into it (spec section 4). */
export const account = {
  /** The tokens come back in the set-authorization and set-refresh-token headers. */
  login: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: '{product}-user/login',
    access: 'public',
    body: ZLoginRequest,
    responses: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
  }),
  logout: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: '{product}-user/logout',
    access: { newAccounts: true },
    responses: { 204: ZNoContent, 401: ZErrorBody },
  }),
  /** The CAS server sends the browser here with a ticket; it redirects to /autologin or /login. */
  casCallback: declareCall({
    method: 'GET',
    base: 'userDirectory',
    path: 'cas/callback',
    access: 'public',
    query: z.object({ ticket: z.string().max(1000).optional() }),
  }),
  /** A personal account's first entry, with its login and activation code (as a login answers). */
  activate: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: 'account/activate',
    access: 'public',
    body: ZActivateAccountRequest,
    responses: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
  }),
  current: declareCall({
    method: 'GET',
    base: 'userDirectory',
    path: 'user/current',
    access: { newAccounts: true },
    responses: { 200: ZCurrentUserResponse, ...ERRORS },
  }),
  changePassword: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: 'users/change-password',
    access: {},
    body: ZChangePasswordRequest,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
  finalize: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: 'user/current/finalize',
    access: { newAccounts: true },
    body: ZFinalizeAccountRequest,
    responses: { 200: ZCurrentUserResponse, ...ERRORS },
  }),
  reinitPassword: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: 'reinit-password',
    access: 'public',
    body: ZReinitPasswordRequest,
    responses: { 202: ZReinitPasswordResponse, 400: ZErrorBody, 429: ZErrorBody },
  }),
  resetPassword: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: 'reinit-password/confirm',
    access: 'public',
    body: ZResetPasswordRequest,
    responses: { 204: ZNoContent, 400: ZErrorBody, 429: ZErrorBody },
  }),
  unblockUser: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: 'user/{id}/unblock',
    access: { feature: 'USERS_EDIT' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};
