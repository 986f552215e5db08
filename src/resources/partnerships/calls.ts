import type { DataProvider, GetListParams } from 'react-admin';
import { PARTNERSHIP_FILTER_KEYS, PARTNERSHIP_SORT_FIELDS } from '../../../common/partnershipFields';
import type { TSessionUser } from '../../../common/schemas/auth';
import type { TPartnership } from '../../../common/schemas/partnerships';
import type { HttpClient } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** `POST partnerships`, and `POST partnerships/need-user-action` for the finalisation page. */
const searchOf = (path: string) =>
  ({
    base: 'desk',
    path,
    itemsKey: 'partnerships',
    sortFields: PARTNERSHIP_SORT_FIELDS,
    filterKeys: PARTNERSHIP_FILTER_KEYS,
  }) as const;

const one = async (
  http: HttpClient,
  id: string,
  request: { path?: string; method?: 'POST' | 'PUT'; body?: unknown } = {},
) =>
  (
    await http<{ data: TPartnership }>({
      base: 'desk',
      path: `partnership/${encodeURIComponent(id)}${request.path ?? ''}`,
      method: request.method,
      body: request.body,
    })
  ).json.data;

export const partnershipCalls = (http: HttpClient): ResourceCalls => {
  const search = pagedSearchAt<TPartnership>(http, searchOf('partnerships'));
  const needingAction = pagedSearchAt<TPartnership>(http, searchOf('partnerships/need-user-action'));
  return {
    getList: (resource, params: GetListParams) => {
      const { needUserAction, ...filter } = params.filter ?? {};
      return (needUserAction ? needingAction : search)(resource, { ...params, filter });
    },
    getOne: async (_resource, { id }) => ({ data: await one(http, String(id)) }),
    getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map((id) => one(http, String(id)))) }),
    create: async (_resource, { data }) => {
      const { json } = await http<{ data: TPartnership }>({
        base: 'desk',
        path: 'partnership',
        method: 'POST',
        body: {
          siret: data.siret,
          orgId: data.orgId,
          groupId: data.groupId ?? null,
          reference: data.reference ?? null,
        },
      });
      return { data: json.data };
    },
    /** The partnership, then its transmission mode when it changed: two calls of the spec, one save. */
    update: async (_resource, { id, data, previousData }) => {
      const body = {
        name: data.name,
        address: data.address ?? {},
        reference: data.reference ?? null,
        groupId: data.groupId ?? null,
      };
      let saved = await one(http, String(id), { method: 'PUT', body });
      if (data.transmissionMode && data.transmissionMode !== previousData?.transmissionMode) {
        saved = await one(http, String(id), {
          path: '/transmission-mode',
          method: 'PUT',
          body: { transmissionMode: data.transmissionMode },
        });
      }
      return { data: saved };
    },
  };
};

/** The partnership calls beyond react-admin's methods, as custom data provider methods. */
export const partnershipExtraCalls = (http: HttpClient) => ({
  setPartnershipEnabled: (id: string, enabled: boolean) =>
    one(http, id, { path: enabled ? '/enable' : '/disable', method: 'POST' }),
  fillContactMail: (id: string, email: string) =>
    one(http, id, { path: '/fill-contact-mail', method: 'POST', body: { email } }),
  /** The contact confirms their email: the answer opens their session (tokens in the headers). */
  validateContactMail: async (id: string, body: { email: string; reference: string }) => {
    const response = await http<{ data: TSessionUser }>({
      base: 'desk',
      path: `partnership/${encodeURIComponent(id)}/validating-mail`,
      method: 'POST',
      body,
    });
    return {
      authorization: response.headers.get('set-authorization') ?? '',
      refreshToken: response.headers.get('set-refresh-token') ?? '',
    };
  },
});

/** The data provider as the partnership screens (and the home page's count) see it. */
export type PartnershipsDataProvider = DataProvider & ReturnType<typeof partnershipExtraCalls>;
