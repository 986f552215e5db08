import { ZAccountsCreated, ZRemindersSent } from '../schemas/employeeAccounts';
import {
  ZEmployeeGroupPage,
  ZEmployeeGroupResponse,
  ZEmployeeGroupSearch,
  ZEmployeeGroupWrite,
} from '../schemas/employeeGroups';
import {
  ZEmployeeBulkResult,
  ZEmployeeIds,
  ZEmployeeLink,
  ZEmployeePage,
  ZEmployeeResponse,
  ZEmployeeSearch,
  ZEmployeeStatsQuery,
  ZEmployeeStatsResponse,
  ZEmployeeUnlinkResult,
  ZEmployeeWrite,
  ZNirRevealResponse,
} from '../schemas/employees';
import { ZId } from '../schemas/ids';
import { declareCall, ERRORS, fileAnswer, ZNoContent } from './call';

const bulk = (path: string) =>
  declareCall({
    method: 'POST',
    base: 'desk',
    path,
    access: { feature: 'EMPLOYEES_EDIT' },
    body: ZEmployeeIds,
    responses: { 200: ZEmployeeBulkResult, ...ERRORS },
  });

/** Employees (issue 10; the spec does not show these calls). */
export const employees = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employees',
    access: { feature: 'EMPLOYEES_LIST' },
    body: ZEmployeeSearch,
    responses: { 200: ZEmployeePage, ...ERRORS },
  }),
  stats: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'employees/stats',
    access: { feature: 'EMPLOYEES_LIST' },
    query: ZEmployeeStatsQuery,
    responses: { 200: ZEmployeeStatsResponse, ...ERRORS },
  }),
  deactivate: bulk('employees/deactivate'),
  reactivate: bulk('employees/reactivate'),
  /** The employees the caller sees leave the organisation `{id}`. */
  unlinkOrganization: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'employees/organization/{id}',
    access: { feature: 'EMPLOYEES_DELETE' },
    params: ZId,
    responses: { 200: ZEmployeeUnlinkResult, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'employee/{id}',
    access: { feature: 'EMPLOYEES_LIST' },
    params: ZId,
    responses: { 200: ZEmployeeResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employee',
    access: { feature: 'EMPLOYEES_EDIT' },
    body: ZEmployeeWrite,
    responses: { 201: ZEmployeeResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'employee/{id}',
    access: { feature: 'EMPLOYEES_EDIT' },
    params: ZId,
    body: ZEmployeeWrite,
    responses: { 200: ZEmployeeResponse, ...ERRORS },
  }),
  link: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employee/{id}/organizations',
    access: { feature: 'EMPLOYEES_EDIT' },
    params: ZId,
    body: ZEmployeeLink,
    responses: { 200: ZEmployeeResponse, ...ERRORS },
  }),
  revealNir: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employee/{id}/nir/reveal',
    access: { feature: 'EMPLOYEES_EDIT' },
    params: ZId,
    responses: { 200: ZNirRevealResponse, ...ERRORS },
  }),
};

/** The bulk actions on employees' personal document accounts. */
export const employeeAccounts = {
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employees/accounts',
    access: { feature: 'EMPLOYEES_EDIT' },
    body: ZEmployeeIds,
    responses: { 200: ZAccountsCreated, ...ERRORS },
  }),
  /** One PDF; its letter counts in the headers LETTER_COUNT_HEADER and LETTER_SKIPPED_HEADER. */
  activationLetters: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employees/activation-letters',
    access: { feature: 'EMPLOYEES_EDIT' },
    body: ZEmployeeIds,
    responses: { 200: fileAnswer('application/pdf'), ...ERRORS },
  }),
  remind: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employees/remind',
    access: { feature: 'EMPLOYEES_EDIT' },
    body: ZEmployeeIds,
    responses: { 200: ZRemindersSent, ...ERRORS },
  }),
};

/** Employee groups (issue 10; the spec does not show these calls). */
export const employeeGroups = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employee-groups',
    access: { feature: 'EMPLOYEES_LIST' },
    body: ZEmployeeGroupSearch,
    responses: { 200: ZEmployeeGroupPage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'employee-group/{id}',
    access: { feature: 'EMPLOYEES_LIST' },
    params: ZId,
    responses: { 200: ZEmployeeGroupResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employee-group',
    access: { feature: 'EMPLOYEES_EDIT' },
    body: ZEmployeeGroupWrite,
    responses: { 201: ZEmployeeGroupResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'employee-group/{id}',
    access: { feature: 'EMPLOYEES_EDIT' },
    params: ZId,
    body: ZEmployeeGroupWrite,
    responses: { 200: ZEmployeeGroupResponse, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'employee-group/{id}',
    access: { feature: 'EMPLOYEES_DELETE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};
