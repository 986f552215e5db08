import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeGroups } from '../../../common/api/employees';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { deleteEmployeeGroup, getEmployeeGroup, saveEmployeeGroup, searchEmployeeGroups } from './service';

/** Employee groups (issue 10; the spec does not show these calls). */
export const employeeGroupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const docs = { tags: ['employee-groups'] };
    const caller = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(app, ctx, employeeGroups.search, docs, async (request) =>
      searchEmployeeGroups(ctx, await caller(request), request.body),
    );
    serveCall(app, ctx, employeeGroups.get, docs, async (request) => ({
      data: await getEmployeeGroup(ctx, await caller(request), request.params.id),
    }));
    serveCall(app, ctx, employeeGroups.create, docs, async (request) => ({
      data: await saveEmployeeGroup(ctx, await caller(request), request.body),
    }));
    serveCall(app, ctx, employeeGroups.update, docs, async (request) => ({
      data: await saveEmployeeGroup(ctx, await caller(request), request.body, request.params.id),
    }));
    serveCall(app, ctx, employeeGroups.delete, docs, async (request) => {
      await deleteEmployeeGroup(ctx, await caller(request), request.params.id);
    });
  };
