import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Feature } from '../../common/features';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { AppError } from '../http/errors';
import { requireAuth } from '../auth/authenticate';
import { featuresOfRules, findRulesOfUser, findVisibleOrgIds } from './userRules';

/** Who the caller is and what they may do and see, read once per request (so changes apply at once). */
export type Access = {
  userId: string;
  customerId: string;
  features: Feature[];
  visibleOrgIds: string[];
  rules: Awaited<ReturnType<typeof findRulesOfUser>>;
};

declare module 'fastify' {
  interface FastifyRequest {
    access?: Access;
  }
}

export const accessOf = async (ctx: AppContext, request: FastifyRequest): Promise<Access> => {
  if (request.access) return request.access;
  const { userId, customerId } = requireAuth(request);
  request.access = await accessOfUser(ctx.database.db, userId, customerId);
  return request.access;
};

/** The same, for work done on a user's behalf outside a request (a job): read when the work runs. */
export const accessOfUser = async (db: Kysely<DB>, userId: string, customerId: string): Promise<Access> => {
  const [rules, visibleOrgIds] = await Promise.all([findRulesOfUser(db, userId), findVisibleOrgIds(db, userId)]);
  return { userId, customerId, rules, visibleOrgIds, features: featuresOfRules(rules) };
};

/** preValidation hook: 403 unless the caller's rules grant the feature, before the body is even read. */
export const requireFeature = (ctx: AppContext, feature: Feature) => async (request: FastifyRequest) => {
  const caller = await accessOf(ctx, request);
  if (!caller.features.includes(feature)) throw new AppError(403, 'FORBIDDEN', `This needs the ${feature} feature`);
};
