import { signatureCode, signWorkflows } from '../../common/api/signWorkflows';
import { apiAs, urlOf } from './api';
import type { TestServer } from './testServer';

export type SignUpload = { name: string; bytes: Buffer };

/** The multipart body of `POST sign-workflow/upload`: the field `workflow`, then one part per file. */
export const signWorkflowForm = (workflow: Record<string, unknown>, uploads: SignUpload[] = []) => {
  const form = new FormData();
  form.append('workflow', JSON.stringify(workflow));
  for (const { name, bytes } of uploads)
    form.append(name, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
};

/** `POST sign-workflow/upload`, its answer as it comes (its callers read refusals as well as books). */
export const postSignWorkflowUpload = (
  server: TestServer,
  token: string,
  workflow: Record<string, unknown>,
  uploads: SignUpload[],
) =>
  fetch(urlOf(server, signWorkflows.upload), {
    method: signWorkflows.upload.method,
    headers: { authorization: `Bearer ${token}` },
    body: signWorkflowForm(workflow, uploads),
  });

/** Sets the caller's standing signature code; throws on anything but 204. */
export const setSignatureCode = async (server: TestServer, token: string, password: string, code: string) => {
  await apiAs(server, token).ok(signatureCode.set, { body: { password, code } });
};

/** The rows a book leaves behind, to check that a refused request wrote nothing. */
export const signRowCounts = async (server: TestServer) => {
  const { db } = server.ctx.database;
  const count = async (table: 'sign_workflows' | 'sign_workflow_files' | 'sign_workflow_steps' | 'mail_outbox') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    workflows: await count('sign_workflows'),
    files: await count('sign_workflow_files'),
    steps: await count('sign_workflow_steps'),
    mails: await count('mail_outbox'),
  };
};
