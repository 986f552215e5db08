import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employees } from '../../../common/api/employees';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { employeeStats } from './employeeStats';
import { getEmployee, searchEmployees } from './findEmployees';
import { revealNir } from './revealNir';
import { createEmployee, linkEmployee, updateEmployee } from './saveEmployee';
import { setEmployeeStatus } from './setEmployeeStatus';
import { unlinkOrganization } from './unlinkOrganization';

/** Employees (issue 10; the spec does not show these calls). */
export const employeeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    const caller = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(app, ctx, employees.search, { tags }, async (request) =>
      searchEmployees(ctx, await caller(request), request.body),
    );
    serveCall(app, ctx, employees.stats, { tags }, async (request) => ({
      data: await employeeStats(ctx, await caller(request), request.query.status),
    }));
    for (const [declaration, status] of [
      [employees.deactivate, 'INACTIVE'],
      [employees.reactivate, 'ACTIVE'],
    ] as const) {
      const description = `Sets ${status} on those of the ids the caller sees; answers how many changed.`;
      serveCall(app, ctx, declaration, { tags, description }, async (request) => ({
        data: await setEmployeeStatus(ctx, await caller(request), request.body.ids, status),
      }));
    }
    serveCall(
      app,
      ctx,
      employees.unlinkOrganization,
      {
        tags,
        description:
          'The employees the caller sees leave the organisation; one left with no organisation is kept, inactive, under its parent.',
      },
      async (request) => ({ data: await unlinkOrganization(ctx, await caller(request), request.params.id) }),
    );
    serveCall(app, ctx, employees.get, { tags }, async (request) => ({
      data: await getEmployee(ctx, await caller(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      employees.create,
      {
        tags,
        description: '409 on a duplicate (same NIR, or matricule in the company); fields.existingId when visible.',
      },
      async (request) => ({ data: await createEmployee(ctx, await caller(request), request.body) }),
    );
    serveCall(app, ctx, employees.update, { tags }, async (request) => ({
      data: await updateEmployee(ctx, await caller(request), request.params.id, request.body),
    }));
    serveCall(
      app,
      ctx,
      employees.link,
      { tags, description: 'Links the employee to one more organisation (or sets that link active or not).' },
      async (request) => ({ data: await linkEmployee(ctx, await caller(request), request.params.id, request.body) }),
    );
    serveCall(
      app,
      ctx,
      employees.revealNir,
      { tags, description: 'The NIR in clear; each reading is recorded (who, when).' },
      async (request, reply) => {
        const data = await revealNir(ctx, await caller(request), request.params.id);
        reply.header('cache-control', 'no-store');
        return { data };
      },
    );
  };
