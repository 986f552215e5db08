import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '../../../common/schemas/employees';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, ZId } from '../../http/routeKit';
import {
  createEmployee,
  getEmployee,
  getEmployeeStats,
  linkEmployee,
  revealNir,
  searchEmployees,
  setStatus,
  unlinkOrganization,
  updateEmployee,
} from './service';

/** Mounted on the desk base: employees (issue 10; the spec does not show these calls). */
export const employeeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    const canList = gate(ctx, 'EMPLOYEES_LIST');
    const canEdit = gate(ctx, 'EMPLOYEES_EDIT');
    const canDelete = gate(ctx, 'EMPLOYEES_DELETE');
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    app.post(
      '/employees',
      { ...canList, schema: { tags, body: ZEmployeeSearch, response: { 200: ZEmployeePage, ...ERRORS } } },
      async (request) => searchEmployees(ctx, await access(request), request.body),
    );
    app.get(
      '/employees/stats',
      {
        ...canList,
        schema: { tags, querystring: ZEmployeeStatsQuery, response: { 200: ZEmployeeStatsResponse, ...ERRORS } },
      },
      async (request) => ({ data: await getEmployeeStats(ctx, await access(request), request.query.status) }),
    );
    for (const [path, status] of [
      ['deactivate', 'INACTIVE'],
      ['reactivate', 'ACTIVE'],
    ] as const) {
      app.post(
        `/employees/${path}`,
        {
          ...canEdit,
          schema: {
            tags,
            description: `Sets ${status} on those of the ids the caller sees; answers how many changed.`,
            body: ZEmployeeIds,
            response: { 200: ZEmployeeBulkResult, ...ERRORS },
          },
        },
        async (request) => ({ data: await setStatus(ctx, await access(request), request.body.ids, status) }),
      );
    }
    app.delete(
      '/employees/organization/:id',
      {
        ...canDelete,
        schema: {
          tags,
          description:
            'The employees the caller sees leave the organisation; one left with no organisation is kept, inactive, under its parent.',
          params: ZId,
          response: { 200: ZEmployeeUnlinkResult, ...ERRORS },
        },
      },
      async (request) => ({ data: await unlinkOrganization(ctx, await access(request), request.params.id) }),
    );
    app.get(
      '/employee/:id',
      { ...canList, schema: { tags, params: ZId, response: { 200: ZEmployeeResponse, ...ERRORS } } },
      async (request) => ({ data: await getEmployee(ctx, await access(request), request.params.id) }),
    );
    app.post(
      '/employee',
      {
        ...canEdit,
        schema: {
          tags,
          description: '409 on a duplicate (same NIR, or matricule in the company); fields.existingId when visible.',
          body: ZEmployeeWrite,
          response: { 201: ZEmployeeResponse, ...ERRORS },
        },
      },
      async (request, reply) => created(reply, await createEmployee(ctx, await access(request), request.body)),
    );
    app.put(
      '/employee/:id',
      {
        ...canEdit,
        schema: { tags, params: ZId, body: ZEmployeeWrite, response: { 200: ZEmployeeResponse, ...ERRORS } },
      },
      async (request) => ({ data: await updateEmployee(ctx, await access(request), request.params.id, request.body) }),
    );
    app.post(
      '/employee/:id/organizations',
      {
        ...canEdit,
        schema: {
          tags,
          description: 'Links the employee to one more organisation (or sets that link active or not).',
          params: ZId,
          body: ZEmployeeLink,
          response: { 200: ZEmployeeResponse, ...ERRORS },
        },
      },
      async (request) => ({ data: await linkEmployee(ctx, await access(request), request.params.id, request.body) }),
    );
    app.post(
      '/employee/:id/nir/reveal',
      {
        ...canEdit,
        schema: {
          tags,
          description: 'The NIR in clear; each reading is recorded (who, when).',
          params: ZId,
          response: { 200: ZNirRevealResponse, ...ERRORS },
        },
      },
      async (request, reply) => {
        const data = await revealNir(ctx, await access(request), request.params.id);
        reply.header('cache-control', 'no-store');
        return { data };
      },
    );
  };
