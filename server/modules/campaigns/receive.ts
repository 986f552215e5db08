import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_MAX_FILES } from '../../../common/schemas/campaigns';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { receivePdfs } from '../../http/multipartUpload';
import { checkCampaign, invalidCampaign, parseCampaign } from './create';

/**
 * Reads `POST dispatch`: the field `dispatch` first, checked whole (recipients, documents of the
 * safe) before any file is read; then one part per entry of its `files`, in their order.
 */
export const receiveCampaign = async (ctx: AppContext, caller: Access, request: FastifyRequest) => {
  const { checked, files } = await receivePdfs(ctx, request, {
    field: {
      name: 'dispatch',
      maxBytes: 1 << 20,
      check: (json) => checkCampaign(ctx, caller, parseCampaign(json)),
    },
    maxFiles: CAMPAIGN_MAX_FILES,
    refuse: invalidCampaign,
    announced: (campaign) => campaign!.files.map((file) => file.name),
    countMismatch: () => invalidCampaign({ files: 'count_mismatch' }),
    namedRefusals: true,
  });
  return { campaign: checked!, files };
};
