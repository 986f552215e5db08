import type { DataProvider, GetListParams } from 'react-admin';
import type { CallBody } from '../../../common/api/call';
import { signatureCode, signTemplates, signWorkflows } from '../../../common/api/signWorkflows';
import type { DocType } from '../../../common/docTypes';
import type { TSignTemplate, TSignWorkflowCreate } from '../../../common/schemas/signWorkflows';
import type { ApiCall } from '../../dataProvider/call';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { downloadedFile } from '../documents/calls';
import { withFormErrors } from './fieldErrors';

const TEMPLATE_SORT = ['name', 'createdAt'] as const;
const WORKFLOW_SORT = ['name', 'createdAt', 'signedAt', 'state'] as const;
const WORKFLOW_FILTERS = ['list', 'name', 'state'] as const;

/** A template as its form edits it: one signatory id per step. */
export type SignTemplateRecord = TSignTemplate & { stepSignatories: { signatoryId: string | null }[] };

/** The template form's values. */
type SignTemplateForm = {
  name: string;
  orgId: string;
  stepSignatories?: { signatoryId?: string | null }[];
  docTypes?: DocType[];
};

const toTemplateRecord = (template: TSignTemplate): SignTemplateRecord => ({
  ...template,
  stepSignatories: template.steps.map((step) => ({ signatoryId: step.signatory.id })),
});

/** The form's steps as the contract takes them: each step's chosen signatories (one, or none when left empty). */
export const stepsBody = (steps: readonly { signatoryId?: string | null }[] = []) =>
  steps.map((step) => ({ signatoryIds: step.signatoryId ? [step.signatoryId] : [] }));

const templateBody = (data: SignTemplateForm): CallBody<typeof signTemplates.create> => ({
  name: data.name,
  orgId: data.orgId,
  steps: stepsBody(data.stepSignatories),
  docTypes: data.docTypes ?? [],
});

/** The templates' calls: a template's step errors go under its step. */
export const signTemplateCalls = (call: ApiCall): ResourceCalls => {
  const getOne = async (id: string) => toTemplateRecord((await call(signTemplates.get, { params: { id } })).json.data);
  return {
    getList: pagedSearch(call, signTemplates.search, {
      itemsKey: 'templates',
      toRecord: toTemplateRecord,
      sortFields: TEMPLATE_SORT,
      filterKeys: ['name', 'orgId'],
    }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({
      data: await withFormErrors(async () => {
        const body = templateBody(data as SignTemplateForm);
        return toTemplateRecord((await call(signTemplates.create, { body })).json.data);
      }, 'stepSignatories'),
    }),
    update: async (_resource, { id, data }) => ({
      data: await withFormErrors(async () => {
        const input = { params: { id: String(id) }, body: templateBody(data as SignTemplateForm) };
        return toTemplateRecord((await call(signTemplates.update, input)).json.data);
      }, 'stepSignatories'),
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(signTemplates.delete, { params: { id: String(id) } });
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

const getWorkflow = async (call: ApiCall, id: string) => (await call(signWorkflows.get, { params: { id } })).json.data;

/**
 * `POST sign-workflows` with its list (running or done); the "to sign" filter reads
 * `POST sign-workflows-pending/{userId}` instead (what waits on me).
 */
const workflowCalls =
  (list: 'running' | 'done') =>
  (call: ApiCall): ResourceCalls => {
    const search = pagedSearch(call, signWorkflows.search, {
      itemsKey: 'signWorkflows',
      sortFields: WORKFLOW_SORT,
      filterKeys: WORKFLOW_FILTERS,
    });
    const pending = (userId: string) =>
      pagedSearch(call, signWorkflows.pending, {
        itemsKey: 'signWorkflows',
        sortFields: WORKFLOW_SORT,
        filterKeys: ['name'],
        params: { userId },
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
      getOne: async (_resource, { id }) => ({ data: await getWorkflow(call, String(id)) }),
      getMany: manyByOne((id) => getWorkflow(call, id)),
      delete: async (_resource, { id, previousData }) => {
        await call(signWorkflows.delete, { params: { id: String(id) } });
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

type SignFileBody = NonNullable<CallBody<typeof signWorkflows.create>['files']>[number];

const fileEntry = (file: NewSignFile, name: string | undefined): SignFileBody => ({
  ...('docId' in file ? { docId: file.docId } : { name }),
  // The page's select holds one of the configured types, as a string.
  docTypeCode: file.docTypeCode as DocType,
  ...(file.description.trim() ? { description: file.description.trim() } : {}),
});

type RecoveryBody = CallBody<typeof signatureCode.recover>;

/** The signature books' calls beyond react-admin's methods. */
export const signWorkflowExtraCalls = (call: ApiCall) => ({
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
    if (uploads.length === 0) return (await call(signWorkflows.create, { body }, { idempotencyKey })).json.data;
    const form = new FormData();
    form.append('workflow', JSON.stringify(body));
    for (const { file, name } of uploads) form.append(name, file, file.name);
    return (await call(signWorkflows.upload, { body: form }, { long: true, onUploadProgress, idempotencyKey })).json
      .data;
  },
  /** `PUT sign-workflows/{id}`: a PENDING book's name and steps, or its start. */
  updateSignWorkflow: async (id: string, body: CallBody<typeof signWorkflows.update>) =>
    (await call(signWorkflows.update, { params: { id }, body })).json.data,
  signSignWorkflow: async (id: string, codeSignature: string) => {
    await call(signWorkflows.sign, { params: { id }, body: { codeSignature } }, { long: true });
  },
  refuseSignWorkflow: async (id: string, reason: string) => {
    await call(signWorkflows.refuse, { params: { id }, body: { reason } });
  },
  recoverSignatureCode: async (id: string, body: RecoveryBody) => {
    await call(signWorkflows.recoverSignatureCode, { params: { id }, body });
  },
  signatureCodeState: async () => (await call(signatureCode.state)).json,
  /** `GET sign-workflows/{id}/files/{fileId}`: a book's document as signed so far, to read before signing. */
  signWorkflowFile: async (id: string, fileId: string, fallback: string) =>
    downloadedFile(await call(signWorkflows.file, { params: { id, fileId } }, { long: true }), fallback),
  /**
   * `PUT account/signature-code`: the password sets the first code; a standing one changes with the
   * current code or a recovery code besides, and only with a recovery code while signing is locked.
   */
  setSignatureCode: async (body: CallBody<typeof signatureCode.set>) => {
    await call(signatureCode.set, { body });
  },
  /** `POST account/signature-code/recovery`: a recovery code to my own address or phone, from My profile. */
  recoverMySignatureCode: async (body: RecoveryBody) => {
    await call(signatureCode.recover, { body });
  },
  signWorkflowStats: async () => (await call(signWorkflows.stats)).json,
});

/** The data provider as the signature book screens see it. */
export type SignWorkflowsDataProvider = DataProvider & ReturnType<typeof signWorkflowExtraCalls>;
