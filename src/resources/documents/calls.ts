import type { DataProvider, GetListParams } from 'react-admin';
import type { CallBody } from '../../../common/api/call';
import { documentFiles, documentFiling, documentLinks, documents, masks } from '../../../common/api/documents';
import { organizations } from '../../../common/api/organizations';
import { DOC_FILTER_KEYS, DOC_SORT_FIELDS } from '../../../common/documentFields';
import type { TDocUpload, TFolderRequest } from '../../../common/schemas/documents';
import type { ApiCall } from '../../dataProvider/call';
import type { HttpResponse } from '../../dataProvider/httpClient';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { toSearchFilters } from './filters';

/** The list's columns sort on the record's fields the server names. */
const SORT_OF_COLUMN: Record<string, string> = {
  period: 'periodStart',
  sender: 'senderName',
  recipient: 'recipientName',
};

/** A downloaded file and the name the server gave it (`content-disposition`). */
export type DownloadedFile = { blob: Blob; fileName: string };

const fileNameOf = (headers: Headers, fallback: string) => {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
};

/** A binary answer as a file to save, named as the server named it. */
export const downloadedFile = (response: HttpResponse<Blob>, fallback: string): DownloadedFile => ({
  blob: response.json,
  fileName: fileNameOf(response.headers, fallback),
});

export const documentCalls = (call: ApiCall): ResourceCalls => {
  const search = pagedSearch(call, documents.search, {
    itemsKey: 'docs',
    sortFields: DOC_SORT_FIELDS,
    filterKeys: DOC_FILTER_KEYS,
  });
  return {
    getList: (resource, params: GetListParams) =>
      search(resource, {
        ...params,
        sort: params.sort && { ...params.sort, field: SORT_OF_COLUMN[params.sort.field] ?? params.sort.field },
        filter: toSearchFilters(params.filter ?? {}),
      }),
    getMany: async (_resource, { ids }) => {
      const { json } = await call(documents.search, { body: { ids: ids.map(String), limit: 100 } });
      return { data: json.docs };
    },
    getOne: async (_resource, { id }) => ({
      data: (await call(documents.get, { params: { id: String(id) } })).json.data,
    }),
  };
};

/** The document safe's calls beyond react-admin's methods (spec section 7, Documents and Masks). */
export const documentExtraCalls = (call: ApiCall) => ({
  docFolders: async (parent: TFolderRequest) => (await call(documents.folders, { body: parent })).json.data,
  docSenders: async () => (await call(documents.senders)).json.data,
  docStats: async () => (await call(documents.stats)).json.data,
  docLocation: async (id: string) => (await call(documents.location, { params: { id } })).json.data,
  docSetRead: async (id: string) => {
    await call(documents.setRead, { params: { id } });
  },
  /** Page `page` (from 1) as a PNG. */
  docPreview: async (id: string, page: number, width: number) =>
    (await call(documentFiles.preview, { params: { id, x: page }, query: { width } }, { long: true })).json,
  docPdf: async (id: string) =>
    downloadedFile(await call(documentFiles.pdf, { params: { id } }, { long: true }), 'document.pdf'),
  docAttestation: async (id: string) =>
    downloadedFile(await call(documentFiles.attestation, { params: { id } }, { long: true }), 'attestation.pdf'),
  docArchive: async (ids: readonly string[]) =>
    downloadedFile(await call(documentFiles.archive, { body: { ids: [...ids] } }, { long: true }), 'documents.zip'),
  docSendLink: async (id: string, email: string | null) => {
    await call(documentLinks.send, { params: { id }, body: { email } });
  },
  /** One file with its description (multipart: `document` then `file`), telling the share sent. */
  docUpload: async (
    document: TDocUploadInput,
    file: File,
    onUploadProgress: (sent: number) => void,
    idempotencyKey?: string,
  ) => {
    const body = new FormData();
    body.append('document', JSON.stringify(document));
    body.append('file', file, file.name);
    return (await call(documentFiles.upload, { body }, { long: true, onUploadProgress, idempotencyKey })).json.data;
  },
  /** Whom a file's text names among the organisation's employees the caller sees (the file is not kept). */
  docIdentify: async (orgId: string, file: File) => {
    const body = new FormData();
    body.append('document', JSON.stringify({ orgId }));
    body.append('file', file, file.name);
    return (await call(documentFiling.identify, { body }, { long: true })).json.data;
  },
  /** Files the document to another employee of its organisation, or to none. */
  docRefile: async (id: string, employeeId: string | null) =>
    (await call(documentFiling.refile, { params: { id }, body: { employeeId } })).json.data,
  /** The document types an organisation uses (the organisations' call, by path until it is declared). */
  orgDocTypes: async (orgId: string) => (await call(organizations.docTypes, { params: { orgId } })).json.data,
  docMasks: async () => (await call(masks.list)).json.data,
  saveDocMask: async (name: string, filters: Record<string, unknown>) =>
    (await call(masks.create, { body: { list: 'docs', name, filters: filters as MaskFilters } })).json.data,
  deleteDocMask: async (id: string) => {
    await call(masks.delete, { params: { id } });
  },
  /** Public: asks for a new direct download link; the answer says nothing of the token. */
  regenerateDocLink: async (token: string) => {
    await call(documentLinks.renew, { body: { token } });
  },
});

/** A mask's filters, as the list's filter values give them (filters.ts, maskFiltersOf). */
type MaskFilters = CallBody<typeof masks.create>['filters'];

/** What the upload dialog sends for one file (the contract's input, before its defaults). */
export type TDocUploadInput = Omit<TDocUpload, 'thirdPartyId' | 'metaDatas'> & { thirdPartyId?: null };

/** The data provider as the document screens see it. */
export type DocumentsDataProvider = DataProvider & ReturnType<typeof documentExtraCalls>;
