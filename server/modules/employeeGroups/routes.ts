import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEmployeeGroupPage,
  ZEmployeeGroupResponse,
  ZEmployeeGroupSearch,
  ZEmployeeGroupWrite,
} from '../../../common/schemas/employeeGroups';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import { deleteEmployeeGroup, getEmployeeGroup, saveEmployeeGroup, searchEmployeeGroups } from './service';

/** Mounted on the desk base: employee groups (issue 10; the spec does not show these calls). */
export const employeeGroupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employee-groups'];
    const canList = gate(ctx, 'EMPLOYEES_LIST');
    const canEdit = gate(ctx, 'EMPLOYEES_EDIT');
    const canDelete = gate(ctx, 'EMPLOYEES_DELETE');
    const access = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    app.post(
      '/employee-groups',
      { ...canList, schema: { tags, body: ZEmployeeGroupSearch, response: { 200: ZEmployeeGroupPage, ...ERRORS } } },
      async (request) => searchEmployeeGroups(ctx, await access(request), request.body),
    );
    app.get(
      '/employee-group/:id',
      { ...canList, schema: { tags, params: ZId, response: { 200: ZEmployeeGroupResponse, ...ERRORS } } },
      async (request) => ({ data: await getEmployeeGroup(ctx, await access(request), request.params.id) }),
    );
    app.post(
      '/employee-group',
      { ...canEdit, schema: { tags, body: ZEmployeeGroupWrite, response: { 201: ZEmployeeGroupResponse, ...ERRORS } } },
      async (request, reply) => created(reply, await saveEmployeeGroup(ctx, await access(request), request.body)),
    );
    app.put(
      '/employee-group/:id',
      {
        ...canEdit,
        schema: { tags, params: ZId, body: ZEmployeeGroupWrite, response: { 200: ZEmployeeGroupResponse, ...ERRORS } },
      },
      async (request) => ({
        data: await saveEmployeeGroup(ctx, await access(request), request.body, request.params.id),
      }),
    );
    app.delete(
      '/employee-group/:id',
      { ...canDelete, schema: { tags, params: ZId, response: { 204: ZNoContent, ...ERRORS } } },
      async (request, reply) => {
        await deleteEmployeeGroup(ctx, await access(request), request.params.id);
        return noContent(reply);
      },
    );
  };
