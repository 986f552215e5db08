import { ZDsnImportCreated, ZDsnImportParams, ZDsnImportQuery, ZDsnImportResponse } from '../schemas/dsnImports';
import { declareCall, ERRORS, IDEMPOTENT_ERRORS } from './call';

/** The DSN import of employees (issue 10; the spec does not show these calls). */
export const dsnImports = {
  /** Multipart with one file, the DSN. */
  upload: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employees/dsn',
    access: { feature: 'EMPLOYEES_EDIT' },
    upload: true,
    idempotent: true,
    responses: { 201: ZDsnImportCreated, 413: ERRORS[400], 415: ERRORS[400], ...IDEMPOTENT_ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'employees/dsn/{importId}',
    access: { feature: 'EMPLOYEES_EDIT' },
    params: ZDsnImportParams,
    query: ZDsnImportQuery,
    responses: { 200: ZDsnImportResponse, ...ERRORS },
  }),
  apply: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'employees/dsn/{importId}/apply',
    access: { feature: 'EMPLOYEES_EDIT' },
    params: ZDsnImportParams,
    responses: { 202: ZDsnImportCreated, ...ERRORS },
  }),
};
