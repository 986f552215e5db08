import type { DataProvider, GetListParams } from 'react-admin';
import type { CallBody } from '../../../common/api/call';
import { partnerships } from '../../../common/api/partnerships';
import { PARTNERSHIP_FILTER_KEYS, PARTNERSHIP_SORT_FIELDS } from '../../../common/partnershipFields';
import type { TPartnership } from '../../../common/schemas/partnerships';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The list's search: `POST partnerships`, and `POST partnerships/need-user-action` for the finalisation page. */
const SEARCH = {
  itemsKey: 'partnerships',
  sortFields: PARTNERSHIP_SORT_FIELDS,
  filterKeys: PARTNERSHIP_FILTER_KEYS,
} as const;

/** The request form's values: the third party's SIRET and the customer's organisation, required. */
type PartnershipRequestForm = Pick<TPartnership, 'siret' | 'orgId'> &
  Partial<Pick<TPartnership, 'groupId' | 'reference'>>;
/** The edit form's values: the record's. */
type PartnershipForm = Pick<TPartnership, 'name'> &
  Partial<Pick<TPartnership, 'address' | 'reference' | 'groupId' | 'transmissionMode'>>;

const toRequest = (data: PartnershipRequestForm): CallBody<typeof partnerships.create> => ({
  siret: data.siret,
  orgId: data.orgId,
  groupId: data.groupId ?? null,
  reference: data.reference ?? null,
});

const toUpdate = (data: PartnershipForm): CallBody<typeof partnerships.update> => ({
  name: data.name,
  address: data.address ?? {},
  reference: data.reference ?? null,
  groupId: data.groupId ?? null,
});

export const partnershipCalls = (call: ApiCall): ResourceCalls => {
  const search = pagedSearch(call, partnerships.search, SEARCH);
  const needingAction = pagedSearch(call, partnerships.searchNeedingAction, SEARCH);
  const getOne = async (id: string) => (await call(partnerships.get, { params: { id } })).json.data;
  return {
    getList: (resource, params: GetListParams) => {
      const { needUserAction, ...filter } = params.filter ?? {};
      return (needUserAction ? needingAction : search)(resource, { ...params, filter });
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map((id) => getOne(String(id)))) }),
    create: async (_resource, { data }) => ({
      data: (await call(partnerships.create, { body: toRequest(data as PartnershipRequestForm) })).json.data,
    }),
    /** The partnership, then its transmission mode when it changed: two calls of the spec, one save. */
    update: async (_resource, { id, data, previousData }) => {
      const form = data as PartnershipForm;
      const params = { id: String(id) };
      let saved = (await call(partnerships.update, { params, body: toUpdate(form) })).json.data;
      if (form.transmissionMode && form.transmissionMode !== previousData?.transmissionMode) {
        const body = { transmissionMode: form.transmissionMode };
        saved = (await call(partnerships.setTransmissionMode, { params, body })).json.data;
      }
      return { data: saved };
    },
  };
};

/** The partnership calls beyond react-admin's methods, as custom data provider methods. */
export const partnershipExtraCalls = (call: ApiCall) => ({
  setPartnershipEnabled: async (id: string, enabled: boolean) =>
    (await call(enabled ? partnerships.enable : partnerships.disable, { params: { id } })).json.data,
  fillContactMail: async (id: string, email: string) =>
    (await call(partnerships.fillContactMail, { params: { id }, body: { email } })).json.data,
  /** The contact confirms their email: the answer opens their session (tokens in the headers). */
  validateContactMail: async (id: string, body: CallBody<typeof partnerships.validatingMail>) => {
    const { headers } = await call(partnerships.validatingMail, { params: { id }, body });
    return {
      authorization: headers.get('set-authorization') ?? '',
      refreshToken: headers.get('set-refresh-token') ?? '',
    };
  },
});

/** The data provider as the partnership screens (and the home page's count) see it. */
export type PartnershipsDataProvider = DataProvider & ReturnType<typeof partnershipExtraCalls>;
