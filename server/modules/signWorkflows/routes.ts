import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signatureCode, signTemplates, signWorkflows } from '../../../common/api/signWorkflows';
import { accessOf } from '../../access/requestAccess';
import { requireSelfOrVisibleUser } from '../../access/visibility';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { serveCall } from '../../http/serveCall';
import { contentDisposition } from '../documentFiles/contentDisposition';
import { refuseCorrupted } from '../documentFiles/corrupted';
import { actorOf } from '../documentFiles/events';
import { workflowFile } from './files';
import { checkWorkflow, parseWorkflow, writeWorkflow } from './create';
import { pendingWorkflows, searchWorkflows, workflowDetail, workflowStats } from './queries';
import { receiveWorkflow } from './receive';
import { sendBookRecoveryCode, sendRecoveryCode } from './recovery';
import { deleteWorkflow, refuseWorkflow, updateWorkflow } from './service';
import { setSignatureCode, signatureCodeState } from './signatureCode';
import { signWorkflow } from './signing';
import { createTemplate, deleteTemplate, searchTemplates, templateDetail, updateTemplate } from './templates';

const CREATE_RULES =
  '400 with `fields`, every field at fault in one answer: orgId (required, invalid_format), name (required), ' +
  'files (required), files.N.docId (required, not_found, no_file), files.N.name (required), files.N.docTypeCode ' +
  '(not_required_type), docTypes.<TYPE> (missing, only_one), templateId (not_found), steps (required, ' +
  'not_with_template), steps.N.signatoryIds (exactly_one, not_found, cannot_sign). 404 when the organisation ' +
  'is not visible. Created RUNNING (step 1 current, its signatory emailed) unless `draft`.';

const RECOVERY_RULES =
  "A single-use code valid 10 minutes, to the caller's own email (EMAIL) or phone (SMS, VOICEMAIL): 400 email: " +
  'required | not_yours, phone: required | not_yours | none_registered; 429 past 3 an hour, whichever call asked. ' +
  'It signs once or changes the signature code, and either lifts the lock; 5 wrong codes while it is live spend it.';

const SIGNATORY_ONLY =
  '404 when the caller cannot see the book; 409 when it is not out for signature or not their turn.';

/**
 * Mounted on the desk base: signature books and their templates (issue 14; spec sections 2, 3, 4,
 * 5, 7, 8, 9). A book is visible with its organisation and to each of its signatories; a template
 * with its organisation. Signing needs the SIGN feature and a standing signature code.
 */
export const signWorkflowRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart);
    const tags = ['sign-workflows'];
    const { db } = ctx.database;
    const callerOf = (request: Parameters<typeof accessOf>[1]) => accessOf(ctx, request);

    serveCall(app, ctx, signTemplates.search, { tags }, async (request) =>
      searchTemplates(db, await callerOf(request), request.body),
    );
    serveCall(app, ctx, signTemplates.get, { tags }, async (request) => ({
      data: await templateDetail(db, await callerOf(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      signTemplates.create,
      {
        tags,
        description:
          '400 `steps.N.signatoryIds`: exactly_one, not_found, cannot_sign; 404 when the organisation is not visible.',
      },
      async (request) => ({ data: await createTemplate(db, await callerOf(request), request.body) }),
    );
    serveCall(app, ctx, signTemplates.update, { tags }, async (request) => ({
      data: await updateTemplate(db, await callerOf(request), request.params.id, request.body),
    }));
    serveCall(app, ctx, signTemplates.delete, { tags }, async (request) => {
      await deleteTemplate(db, await callerOf(request), request.params.id);
    });

    serveCall(
      app,
      ctx,
      signWorkflows.create,
      {
        tags,
        summary: 'Create a signature book from documents of the safe (files[].docId)',
        description: CREATE_RULES,
        // The body is parsed by the service, so that its field codes are the multipart call's.
        attachValidation: true,
      },
      async (request) => {
        const caller = await callerOf(request);
        const workflow = await checkWorkflow(ctx, caller, parseWorkflow(request.body, 'safe'), 'safe');
        const id = await writeWorkflow(ctx, caller, workflow, []);
        return { data: await workflowDetail(db, caller, id) };
      },
    );
    serveCall(
      app,
      ctx,
      signWorkflows.upload,
      {
        tags,
        summary: 'Create a signature book with files of the computer',
        description:
          'multipart/form-data: the field `workflow` (SignWorkflowCreate as JSON, each file naming its part by ' +
          '`name`, or a document of the safe by `docId`) first, then one file part per entry of its `files` ' +
          'without docId, in that order (else fields.files: count_mismatch). A refused file answers fields.file (not_pdf, encrypted, truncated, malformed, ' +
          `no_pages, too_large, incomplete) and fields.fileName; nothing of the request is kept. ${CREATE_RULES}`,
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the signature book as multipart/form-data');
        const caller = await callerOf(request);
        const { workflow, files } = await receiveWorkflow(ctx, caller, request);
        const id = await writeWorkflow(ctx, caller, workflow, files);
        return { data: await workflowDetail(db, caller, id) };
      },
    );

    serveCall(app, ctx, signWorkflows.search, { tags }, async (request) =>
      searchWorkflows(db, await callerOf(request), request.body),
    );
    serveCall(app, ctx, signWorkflows.stats, { tags }, async (request) => workflowStats(db, await callerOf(request)));
    serveCall(app, ctx, signWorkflows.get, { tags }, async (request) => ({
      data: await workflowDetail(db, await callerOf(request), request.params.id),
    }));
    serveCall(
      app,
      ctx,
      signWorkflows.file,
      { tags, summary: "A book's document as signed so far (its bytes checked against their SHA-256)" },
      async (request, reply) => {
        const { id, fileId } = request.params;
        const file = await refuseCorrupted(reply, async () => workflowFile(ctx, await callerOf(request), id, fileId));
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
    serveCall(
      app,
      ctx,
      signWorkflows.update,
      { tags, description: '409 unless PENDING. `start: true` sends it out for signature.' },
      async (request) => {
        const caller = await callerOf(request);
        await updateWorkflow(ctx, caller, request.params.id, request.body);
        return { data: await workflowDetail(db, caller, request.params.id) };
      },
    );
    serveCall(app, ctx, signWorkflows.delete, { tags }, async (request) => {
      await deleteWorkflow(ctx, await callerOf(request), request.params.id);
    });
    serveCall(
      app,
      ctx,
      signWorkflows.pending,
      {
        tags,
        summary: 'The books out for signature whose current step is this user’s (the caller, or a user they see)',
      },
      async (request) => {
        const caller = await callerOf(request);
        const { userId } = request.params;
        await requireSelfOrVisibleUser(db, caller, userId);
        return pendingWorkflows(db, caller, userId, request.body);
      },
    );

    serveCall(
      app,
      ctx,
      signWorkflows.sign,
      {
        tags,
        description:
          `${SIGNATORY_ONLY} A wrong code: 400 INVALID_SIGNATURE_CODE (fields.codeSignature: wrong, or not_set ` +
          'without a standing code); after 5 in a row: 403 SIGNATURE_LOCKED until a recovery code is used.',
      },
      async (request) => {
        const caller = await callerOf(request);
        const { id } = request.params;
        await signWorkflow(ctx, caller, id, request.body.codeSignature, actorOf(request, caller.userId));
        return { data: await workflowDetail(db, caller, id) };
      },
    );
    serveCall(app, ctx, signWorkflows.refuse, { tags, description: SIGNATORY_ONLY }, async (request) => {
      const caller = await callerOf(request);
      const { id } = request.params;
      await refuseWorkflow(ctx, caller, id, request.body.reason, actorOf(request, caller.userId));
      return { data: await workflowDetail(db, caller, id) };
    });
    serveCall(
      app,
      ctx,
      signWorkflows.recoverSignatureCode,
      { tags, description: `${SIGNATORY_ONLY} ${RECOVERY_RULES}` },
      async (request) => {
        await sendBookRecoveryCode(ctx, await callerOf(request), request.params.id, request.body);
      },
    );

    serveCall(app, ctx, signatureCode.state, { tags }, async (request) =>
      signatureCodeState(db, (await callerOf(request)).userId),
    );
    serveCall(
      app,
      ctx,
      signatureCode.set,
      {
        tags,
        description:
          'The current password confirms it (a wrong one counts as a failed login: 400 password: wrong_password). ' +
          'The first code needs nothing more. Changing a standing code needs `currentCode` (a wrong one counts ' +
          'toward the lock signing keeps: 400 INVALID_SIGNATURE_CODE currentCode: wrong, the 5th 403 ' +
          'SIGNATURE_LOCKED) or `recoveryCode` (400 INVALID_SIGNATURE_CODE recoveryCode: wrong), not both (400 ' +
          'recoveryCode: not_with_current_code); neither: 400 CURRENT_SIGNATURE_CODE_REQUIRED. While signing is ' +
          'locked only a recovery code changes it, and lifts the lock: else 403 SIGNATURE_LOCKED ' +
          '(recoveryCode: required).',
      },
      async (request) => {
        await setSignatureCode(ctx, (await callerOf(request)).userId, request.body, request.ip);
      },
    );
    serveCall(
      app,
      ctx,
      signatureCode.recover,
      {
        tags,
        summary: 'A recovery code to change a forgotten or locked signature code from My profile',
        description: RECOVERY_RULES,
      },
      async (request) => {
        await sendRecoveryCode(ctx, (await callerOf(request)).userId, request.body);
      },
    );
  };
