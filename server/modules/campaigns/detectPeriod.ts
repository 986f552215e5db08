import type { FastifyRequest } from 'fastify';
import { periodOfText } from '../../../common/campaignPeriod';
import type { AppContext } from '../../context';
import { receivePdfs } from '../../http/multipartUpload';
import { discardBlobs } from '../../storage/blobReferences';
import { invalidCampaign } from './create';

/** The pages read for a period: a payslip names its month at its top, the first one is enough but for a cover. */
const PAGES_READ = 3;

/**
 * `POST dispatch/period`: the month the first pages of one PDF name (`common/campaignPeriod.ts`),
 * for the wizard to prefill a payslip campaign's period. The file is checked as a campaign's and
 * kept nowhere: its blob goes once read.
 */
export const detectPeriod = async (ctx: AppContext, request: FastifyRequest) => {
  const { files } = await receivePdfs(ctx, request, {
    maxFiles: 1,
    refuse: invalidCampaign,
    announced: () => [undefined],
    countMismatch: () => invalidCampaign({ file: 'count_mismatch' }),
    namedRefusals: false,
  });
  const [file] = files;
  try {
    const texts = await ctx.pdf.texts(file!.bytes, 0, Math.min(file!.pages, PAGES_READ));
    for (const text of texts) {
      const period = periodOfText(text);
      if (period) return { period };
    }
    return { period: null };
  } finally {
    await discardBlobs(ctx, [file!.key]);
  }
};
