import type { DataProvider, GetListParams } from 'react-admin';
import type {
  TSignatureCodeWrite,
  TSignTemplate,
  TSignWorkflow,
  TSignWorkflowCreate,
  TSignWorkflowSummary,
} from '../../../common/schemas/signWorkflows';
import type { RecoveryMode } from '../../../common/signWorkflowState';
import type { HttpClient } from '../../dataProvider/httpClient';
import { manyByOne, pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { downloadedFile } from '../documents/calls';
import { withFormErrors } from './fieldErrors';

const TEMPLATE_SORT = ['name', 'createdAt'] as const;
const WORKFLOW_SORT = ['name', 'createdAt', 'signedAt', 'state'] as const;
const WORKFLOW_FILTERS = ['list', 'name', 'state'] as const;

/** A template as its form edits it: one signatory id per step. */
export type SignTemplateRecord = TSignTemplate & { stepSignatories: { signatoryId: string | null }[] };

const toTemplateRecord = (template: TSignTemplate): SignTemplateRecord => ({
  ...template,
  stepSignatories: template.steps.map((step) => ({ signatoryId: step.signatory.id })),
});

/** The form's steps as the contract takes them: each step's chosen signatories (one, or none when left empty). */
export const stepsBody = (steps: readonly { signatoryId?: string | null }[] = []) =>
  steps.map((step) => ({ signatoryIds: step.signatoryId ? [step.signatoryId] : [] }));

const templateBody = (data: Record<string, unknown>) => ({
  name: data.name,
  orgId: data.orgId,
  steps: stepsBody(data.stepSignatories as { signatoryId?: string | null }[]),
  docTypes: data.docTypes ?? [],
});

/** `POST sign-workflow-templates`, `GET|POST|PUT|DELETE sign-workflow-template`. */
export const signTemplateCalls = (http: HttpClient): ResourceCalls => {
  const getOne = async (id: string) =>
    toTemplateRecord(
      (await http<{ data: TSignTemplate }>({ base: 'desk', path: `sign-workflow-template/${encodeURIComponent(id)}` }))
        .json.data,
    );
  const save = (path: string, method: 'POST' | 'PUT', data: Record<string, unknown>) =>
    withFormErrors(async () => {
      const { json } = await http<{ data: TSignTemplate }>({ base: 'desk', path, method, body: templateBody(data) });
      return toTemplateRecord(json.data);
    }, 'stepSignatories');
  return {
    getList: pagedSearchAt(http, {
      base: 'desk',
      path: 'sign-workflow-templates',
      itemsKey: 'templates',
      toRecord: toTemplateRecord,
      sortFields: TEMPLATE_SORT,
      filterKeys: ['name', 'orgId'],
    }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({ data: await save('sign-workflow-template', 'POST', data) }),
    update: async (_resource, { id, data }) => ({ data: await save(`sign-workflow-template/${id}`, 'PUT', data) }),
    delete: async (_resource, { id, previousData }) => {
      await http({ base: 'desk', path: `sign-workflow-template/${id}`, method: 'DELETE' });
      return { data: previousData };
    },
  };
};

/**
 * My user id, for `POST sign-workflows-pending/{userId}`: the session knows me by login only, and
 * the access token's subject is my id (a JWT; its payload is read, never trusted: the server checks it).
 */
export const myUserId = (token: string | undefined): string | undefined => {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const subject = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof subject === 'string' ? subject : undefined;
  } catch {
    return undefined;
  }
};

const getWorkflow = async (http: HttpClient, id: string) =>
  (await http<{ data: TSignWorkflow }>({ base: 'desk', path: `sign-workflows/${encodeURIComponent(id)}` })).json.data;

/**
 * `POST sign-workflows` with its list (running or done); the "to sign" filter reads
 * `POST sign-workflows-pending/{userId}` instead (what waits on me).
 */
const workflowCalls =
  (list: 'running' | 'done') =>
  (http: HttpClient): ResourceCalls => {
    const search = pagedSearchAt<TSignWorkflowSummary>(http, {
      base: 'desk',
      path: 'sign-workflows',
      itemsKey: 'signWorkflows',
      sortFields: WORKFLOW_SORT,
      filterKeys: WORKFLOW_FILTERS,
    });
    const pending = (userId: string) =>
      pagedSearchAt<TSignWorkflowSummary>(http, {
        base: 'desk',
        path: `sign-workflows-pending/${encodeURIComponent(userId)}`,
        itemsKey: 'signWorkflows',
        sortFields: WORKFLOW_SORT,
        filterKeys: ['name'],
      });
    return {
      getList: async (resource, params: GetListParams) => {
        const { toSign, ...filter } = params.filter ?? {};
        // The session is the browser's (read here, not on import: the descriptors load in Node's tests too).
        const me = toSign ? myUserId((await import('../../session')).session.getToken()) : undefined;
        return me
          ? pending(me)(resource, { ...params, filter })
          : search(resource, { ...params, filter: { ...filter, list } });
      },
      getOne: async (_resource, { id }) => ({ data: await getWorkflow(http, String(id)) }),
      getMany: manyByOne((id) => getWorkflow(http, id)),
      delete: async (_resource, { id, previousData }) => {
        await http({ base: 'desk', path: `sign-workflow/${id}`, method: 'DELETE' });
        return { data: previousData };
      },
    };
  };

export const runningWorkflowCalls = workflowCalls('running');
export const doneWorkflowCalls = workflowCalls('done');

/** A document of a new book: a file from the computer, or a document of the safe. */
export type NewSignFile =
  | { key: string; file: File; docTypeCode: string; description: string }
  | { key: string; docId: string; fileName: string; docTypeCode: string; description: string };

/** A book's creation: its fields, and its files as the contract names them. */
export type NewSignWorkflow = Omit<TSignWorkflowCreate, 'files'> & { files: NewSignFile[] };

/**
 * Each uploaded file's part name, which the server also keeps as the file's name: its own name,
 * made unique within the book ("bulletin.pdf", "bulletin (2).pdf").
 */
export const partNames = (files: readonly NewSignFile[]): (string | undefined)[] => {
  const taken = new Set<string>();
  return files.map((file) => {
    if (!('file' in file)) return undefined;
    const original = file.file.name.slice(0, 255) || 'document.pdf';
    const dot = original.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [original.slice(0, dot), original.slice(dot)] : [original, ''];
    let name = original;
    for (let copy = 2; taken.has(name); copy += 1) name = `${stem} (${copy})${extension}`;
    taken.add(name);
    return name;
  });
};

const fileEntry = (file: NewSignFile, name: string | undefined) => ({
  ...('docId' in file ? { docId: file.docId } : { name }),
  docTypeCode: file.docTypeCode,
  ...(file.description.trim() ? { description: file.description.trim() } : {}),
});

/** The signature books' calls beyond react-admin's methods. */
export const signWorkflowExtraCalls = (http: HttpClient) => ({
  /**
   * `POST sign-workflow` (documents of the safe only) or `POST sign-workflow/upload` (multipart:
   * `workflow` first, then each uploaded file under the name its entry gives), telling the share sent.
   */
  createSignWorkflow: async (
    workflow: NewSignWorkflow,
    onUploadProgress: (sent: number) => void,
    idempotencyKey?: string,
  ) => {
    const names = partNames(workflow.files);
    const body = { ...workflow, files: workflow.files.map((file, index) => fileEntry(file, names[index])) };
    const uploads = workflow.files.flatMap((file, index) =>
      'file' in file ? [{ file: file.file, name: names[index]! }] : [],
    );
    if (uploads.length === 0) {
      return (
        await http<{ data: TSignWorkflow }>({
          base: 'desk',
          path: 'sign-workflow',
          method: 'POST',
          body,
          idempotencyKey,
        })
      ).json.data;
    }
    const form = new FormData();
    form.append('workflow', JSON.stringify(body));
    for (const { file, name } of uploads) form.append(name, file, file.name);
    return (
      await http<{ data: TSignWorkflow }>({
        base: 'desk',
        path: 'sign-workflow/upload',
        method: 'POST',
        body: form,
        long: true,
        onUploadProgress,
        idempotencyKey,
      })
    ).json.data;
  },
  /** `PUT sign-workflows/{id}`: a PENDING book's name and steps, or its start. */
  updateSignWorkflow: async (
    id: string,
    body: { name?: string; steps?: { signatoryIds: string[] }[]; start?: boolean },
  ) =>
    (
      await http<{ data: TSignWorkflow }>({
        base: 'desk',
        path: `sign-workflows/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      })
    ).json.data,
  signSignWorkflow: async (id: string, codeSignature: string) => {
    await http({
      base: 'desk',
      path: `sign-workflow/sign/${encodeURIComponent(id)}`,
      method: 'POST',
      body: { codeSignature },
      long: true,
    });
  },
  refuseSignWorkflow: async (id: string, reason: string) => {
    await http({
      base: 'desk',
      path: `sign-workflow/refuse/${encodeURIComponent(id)}`,
      method: 'POST',
      body: { reason },
    });
  },
  recoverSignatureCode: async (id: string, body: { mode: RecoveryMode; phone?: string; email?: string }) => {
    await http({
      base: 'desk',
      path: `sign-workflow/recover-signature-code/${encodeURIComponent(id)}`,
      method: 'POST',
      body,
    });
  },
  signatureCodeState: async () => {
    const { json } = await http<{ data?: { isSet: boolean; locked: boolean }; isSet?: boolean; locked?: boolean }>({
      base: 'desk',
      path: 'account/signature-code',
    });
    return (json.data ?? json) as { isSet: boolean; locked: boolean };
  },
  /** `GET sign-workflows/{id}/files/{fileId}`: a book's document as signed so far, to read before signing. */
  signWorkflowFile: async (id: string, fileId: string, fallback: string) =>
    downloadedFile(
      await http<Blob>({
        base: 'desk',
        path: `sign-workflows/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`,
        long: true,
        binary: true,
      }),
      fallback,
    ),
  /**
   * `PUT account/signature-code`: the password sets the first code; a standing one changes with the
   * current code or a recovery code besides, and only with a recovery code while signing is locked.
   */
  setSignatureCode: async (body: TSignatureCodeWrite) => {
    await http({ base: 'desk', path: 'account/signature-code', method: 'PUT', body });
  },
  /** `POST account/signature-code/recovery`: a recovery code to my own address or phone, from My profile. */
  recoverMySignatureCode: async (body: { mode: RecoveryMode; phone?: string; email?: string }) => {
    await http({ base: 'desk', path: 'account/signature-code/recovery', method: 'POST', body });
  },
  signWorkflowStats: async () => {
    const { json } = await http<{ data?: { waiting: number; toSign: number }; waiting?: number; toSign?: number }>({
      base: 'desk',
      path: 'sign-workflows/stats',
    });
    return (json.data ?? json) as { waiting: number; toSign: number };
  },
});

/** The data provider as the signature book screens see it. */
export type SignWorkflowsDataProvider = DataProvider & ReturnType<typeof signWorkflowExtraCalls>;
