import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_MAX_FILES } from '../../../common/schemas/campaigns';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { receiveJsonWithPdfs } from '../../http/multipartPdfs';
import { checkCampaign, invalidCampaign, parseCampaign } from './create';

/**
 * Reads `POST dispatch`: the field `dispatch` first, checked whole (recipients, documents of the
 * safe) before any file is read; then one part per entry of its `files`, in their order.
 */
export const receiveCampaign = async (ctx: AppContext, access: Access, request: FastifyRequest) => {
  const { checked, files } = await receiveJsonWithPdfs(ctx, request, {
    field: 'dispatch',
    maxFiles: CAMPAIGN_MAX_FILES,
    refuse: invalidCampaign,
    check: (json) => checkCampaign(ctx, access, parseCampaign(json)),
    announced: (campaign) => campaign.files,
  });
  return { campaign: checked, files };
};
