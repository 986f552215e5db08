import type { DataProvider } from 'react-admin';
import { chorus } from '../../../common/api/chorus';
import type { CallBody } from '../../../common/api/call';
import { CHORUS_SORT_FIELDS } from '../../../common/schemas/chorus';
import type { TInvoiceMeta } from '../../../common/schemas/chorusInvoice';
import type { ApiCall } from '../../dataProvider/call';
import { newIdempotencyKey } from '../../dataProvider/idempotencyKey';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

const FILTER_KEYS = ['portalStatus', 'delivery', 'orgId', 'campaignId', 'number', 'issueDate'] as const;

/** `POST chorus/received` or `POST chorus/sent`; either list's invoice opens through `GET chorus/invoice/{id}`. */
const invoiceCalls =
  (declaration: typeof chorus.sent | typeof chorus.received) =>
  (call: ApiCall): ResourceCalls => {
    const getOne = async (id: string) => (await call(chorus.get, { params: { id } })).json.data;
    return {
      getList: pagedSearch(call, declaration, {
        itemsKey: 'invoices',
        sortFields: CHORUS_SORT_FIELDS,
        filterKeys: FILTER_KEYS,
      }),
      getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
      getMany: manyByOne(getOne),
    };
  };

export const receivedCalls = invoiceCalls(chorus.received);
export const sentCalls = invoiceCalls(chorus.sent);

export type ProcessAction = CallBody<typeof chorus.process>['action'];
export type SendAs = CallBody<typeof chorus.validate>['sendAs'];

/** The Chorus calls beyond react-admin's methods. */
export const chorusExtraCalls = (call: ApiCall) => ({
  chorusConnection: async (orgId: string) => (await call(chorus.connection, { params: { orgId } })).json.data,
  configureChorus: async (body: CallBody<typeof chorus.configure>) =>
    (await call(chorus.configure, { body })).json.data,
  chorusStructure: async (siret: string, orgId: string) =>
    (await call(chorus.structure, { params: { id: siret }, query: { orgId } })).json.data,
  /** Multipart: the `invoice` part ({orgId}) first, then the file; one key for its retries. */
  uploadChorusInvoice: async (orgId: string, file: File, onUploadProgress: (sent: number) => void) => {
    const form = new FormData();
    form.append('invoice', JSON.stringify({ orgId }));
    form.append('file', file, file.name);
    const options = { long: true, onUploadProgress, idempotencyKey: newIdempotencyKey() };
    return (await call(chorus.upload, { body: form }, options)).json.data;
  },
  chorusDraft: async (id: string) => (await call(chorus.draft, { params: { id } })).json.data,
  validateChorusInvoice: async (id: string, metaDatas: TInvoiceMeta, sendAs: SendAs) =>
    (await call(chorus.validate, { params: { id }, body: { metaDatas, sendAs } }, { long: true })).json.data,
  processChorusInvoice: async (id: string, action: ProcessAction, reason = '') => {
    await call(chorus.process, { params: { id }, body: { action, reason } });
  },
  completeChorusInvoice: async (id: string, comment: string) => {
    await call(chorus.complete, { params: { id }, body: { comment } });
  },
});

/** The data provider as the Chorus screens see it. */
export type ChorusDataProvider = DataProvider & ReturnType<typeof chorusExtraCalls>;
