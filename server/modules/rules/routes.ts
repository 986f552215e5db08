import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccessRuleInput,
  ZAccessRulePage,
  ZAccessRuleResponse,
  ZAccessRuleSearch,
} from '../../../common/schemas/rights';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { created, ERRORS, gate, noContent, ZId, ZNoContent } from '../../http/routeKit';
import { deleteRule, getRule, saveRule, searchRules } from './service';

/** Mounted on the desk base: access rules, for the Manage rights feature. */
export const ruleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['rights'];
    const manage = gate(ctx, 'RIGHTS_MANAGE');

    app.post(
      '/access-rules',
      { ...manage, schema: { tags, body: ZAccessRuleSearch, response: { 200: ZAccessRulePage, ...ERRORS } } },
      async (request) => searchRules(ctx, await accessOf(ctx, request), request.body),
    );
    app.get(
      '/access-rule/:id',
      { ...manage, schema: { tags, params: ZId, response: { 200: ZAccessRuleResponse, ...ERRORS } } },
      async (request) => ({ data: await getRule(ctx, await accessOf(ctx, request), request.params.id) }),
    );
    app.post(
      '/access-rule',
      { ...manage, schema: { tags, body: ZAccessRuleInput, response: { 201: ZAccessRuleResponse, ...ERRORS } } },
      async (request, reply) => created(reply, await saveRule(ctx, await accessOf(ctx, request), request.body)),
    );
    app.put(
      '/access-rule/:id',
      {
        ...manage,
        schema: { tags, params: ZId, body: ZAccessRuleInput, response: { 200: ZAccessRuleResponse, ...ERRORS } },
      },
      async (request) => ({ data: await saveRule(ctx, await accessOf(ctx, request), request.body, request.params.id) }),
    );
    app.delete(
      '/access-rule/:id',
      { ...manage, schema: { tags, params: ZId, response: { 204: ZNoContent, ...ERRORS } } },
      async (request, reply) => {
        await deleteRule(ctx, await accessOf(ctx, request), request.params.id);
        return noContent(reply);
      },
    );
  };
