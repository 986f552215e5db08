import type { FastifyRequest } from 'fastify';
import { SIGN_MAX_FILES } from '../../../common/schemas/signWorkflows';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { receiveJsonWithPdfs } from '../../http/multipartPdfs';
import { checkWorkflow, invalidWorkflow, parseWorkflow } from './create';

/**
 * Reads `POST sign-workflow/upload`: the field `workflow` first, checked whole before any file is
 * read; then one part per entry of its `files` not taken from the safe (by `docId`), in their order.
 */
export const receiveWorkflow = async (ctx: AppContext, access: Access, request: FastifyRequest) => {
  const { checked, files } = await receiveJsonWithPdfs(ctx, request, {
    field: 'workflow',
    maxFiles: SIGN_MAX_FILES,
    refuse: invalidWorkflow,
    check: (json) => checkWorkflow(ctx, access, parseWorkflow(json, 'upload'), 'upload'),
    announced: (workflow) => workflow.files.filter((file) => !file.source),
  });
  return { workflow: checked, files };
};
