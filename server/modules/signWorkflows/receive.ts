import type { FastifyRequest } from 'fastify';
import { SIGN_MAX_FILES } from '../../../common/schemas/signWorkflows';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { receivePdfs } from '../../http/multipartUpload';
import { checkWorkflow, invalidWorkflow, parseWorkflow } from './create';

/**
 * Reads `POST sign-workflow/upload`: the field `workflow` first, checked whole before any file is
 * read; then one part per entry of its `files` not taken from the safe (by `docId`), in their order.
 */
export const receiveWorkflow = async (ctx: AppContext, caller: Access, request: FastifyRequest) => {
  const { checked, files } = await receivePdfs(ctx, request, {
    field: {
      name: 'workflow',
      maxBytes: 1 << 20,
      check: (json) => checkWorkflow(ctx, caller, parseWorkflow(json, 'upload'), 'upload'),
    },
    maxFiles: SIGN_MAX_FILES,
    refuse: invalidWorkflow,
    announced: (workflow) => workflow!.files.filter((file) => !file.source).map((file) => file.name),
    countMismatch: () => invalidWorkflow({ files: 'count_mismatch' }),
    namedRefusals: true,
  });
  return { workflow: checked!, files };
};
