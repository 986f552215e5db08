import type { DataProvider, GetListParams } from 'react-admin';
import { organizations } from '../../../common/api/organizations';
import type { DocType } from '../../../common/docTypes';
import { DOC_FILTER_KEYS, DOC_SORT_FIELDS } from '../../../common/documentFields';
import type { TDoc, TDocSummary, TDocUpload, TFolder, TFolderRequest, TMask } from '../../../common/schemas/documents';
import type { ApiCall } from '../../dataProvider/call';
import type { HttpClient, HttpResponse } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';
import { toSearchFilters } from './filters';

type DocLocation = { orgName: string; empName: string | null; docType: DocType; year: number; path: string };
type DocStats = { total: number; unread: number; byType: { docType: DocType; count: number }[] };

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

export const documentCalls = (http: HttpClient): ResourceCalls => {
  const search = pagedSearchAt<TDocSummary>(http, {
    base: 'desk',
    path: 'docs',
    itemsKey: 'docs',
    sortFields: DOC_SORT_FIELDS,
    filterKeys: DOC_FILTER_KEYS,
  });
  const getOne = async (id: string) => (await http<{ data: TDoc }>({ base: 'desk', path: `doc/${id}` })).json.data;
  return {
    getList: (resource, params: GetListParams) =>
      search(resource, {
        ...params,
        sort: params.sort && { ...params.sort, field: SORT_OF_COLUMN[params.sort.field] ?? params.sort.field },
        filter: toSearchFilters(params.filter ?? {}),
      }),
    getMany: async (_resource, { ids }) => {
      const { json } = await http<{ docs: TDocSummary[] }>({
        base: 'desk',
        path: 'docs',
        method: 'POST',
        body: { ids, limit: 100 },
      });
      return { data: json.docs };
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
  };
};

const download = async (http: HttpClient, path: string, fallback: string, body?: unknown): Promise<DownloadedFile> => {
  const response = await http<Blob>({
    base: 'desk',
    path,
    method: body ? 'POST' : 'GET',
    body,
    long: true,
    binary: true,
  });
  return downloadedFile(response, fallback);
};

/** The document safe's calls beyond react-admin's methods (spec section 7, Documents and Masks). */
export const documentExtraCalls = (call: ApiCall, http: HttpClient) => ({
  docFolders: async (parent: TFolderRequest) =>
    (await http<{ data: TFolder[] }>({ base: 'desk', path: 'folders', method: 'POST', body: parent })).json.data,
  docSenders: async () =>
    (await http<{ data: { id: string; name: string }[] }>({ base: 'desk', path: 'docs/senders' })).json.data,
  docStats: async () => (await http<{ data: DocStats }>({ base: 'desk', path: 'docs/stats' })).json.data,
  docLocation: async (id: string) =>
    (await http<{ data: DocLocation }>({ base: 'desk', path: `doc/${id}/location` })).json.data,
  docSetRead: async (id: string) => {
    await http({ base: 'desk', path: `doc/${id}/setRead`, method: 'POST', body: {} });
  },
  /** Page `page` (from 1) as a PNG. */
  docPreview: async (id: string, page: number, width: number) =>
    (await http<Blob>({ base: 'desk', path: `doc/${id}/preview/${page}?width=${width}`, binary: true, long: true }))
      .json,
  docPdf: (id: string) => download(http, `doc/pdf/${id}`, 'document.pdf'),
  docAttestation: (id: string) => download(http, `doc/attestation/${id}`, 'attestation.pdf'),
  docArchive: (ids: readonly string[]) => download(http, 'doc/pdf/archive', 'documents.zip', { ids }),
  docSendLink: async (id: string, email: string | null) => {
    await http({ base: 'desk', path: `doc/${id}/link`, method: 'POST', body: { email } });
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
    return (
      await http<{ data: TDocSummary }>({
        base: 'desk',
        path: 'doc/upload',
        method: 'POST',
        body,
        long: true,
        onUploadProgress,
        idempotencyKey,
      })
    ).json.data;
  },
  /** The document types an organisation uses. */
  orgDocTypes: async (orgId: string) => (await call(organizations.docTypes, { params: { orgId } })).json.data,
  docMasks: async () => (await http<{ data: TMask[] }>({ base: 'desk', path: 'mask' })).json.data,
  saveDocMask: async (name: string, filters: Record<string, unknown>) =>
    (await http<{ data: TMask }>({ base: 'desk', path: 'mask', method: 'POST', body: { list: 'docs', name, filters } }))
      .json.data,
  deleteDocMask: async (id: string) => {
    await http({ base: 'desk', path: `mask/${id}`, method: 'DELETE' });
  },
  /** Public: asks for a new direct download link; the answer says nothing of the token. */
  regenerateDocLink: async (token: string) => {
    await http({ base: 'desk', path: 'regenerate-direct-doc-download', method: 'POST', body: { token } });
  },
});

/** What the upload dialog sends for one file (the contract's input, before its defaults). */
export type TDocUploadInput = Omit<TDocUpload, 'thirdPartyId' | 'metaDatas'> & { thirdPartyId?: null };

/** The data provider as the document screens see it. */
export type DocumentsDataProvider = DataProvider & ReturnType<typeof documentExtraCalls>;
