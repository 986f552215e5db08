import type { FastifyRequest } from 'fastify';
import type { Feature } from '../../common/features';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { requireAuth } from '../modules/auth/authenticate';
import { findFeaturesOfUser } from '../modules/auth/queries';

/** preHandler: 403 unless the caller's rules grant the feature (read on each call, so changes apply at once). */
export const requireFeature = (ctx: AppContext, feature: Feature) => async (request: FastifyRequest) => {
  const { userId } = requireAuth(request);
  const features = await findFeaturesOfUser(ctx.database.db, userId);
  if (!features.includes(feature)) throw new AppError(403, 'FORBIDDEN', `This needs the ${feature} feature`);
};
