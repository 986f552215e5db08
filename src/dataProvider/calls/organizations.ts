import type { GetListParams } from 'react-admin';
import {
  ORGANIZATION_SORT_FIELDS,
  ZOrganizationSearch,
  type TOrganization,
  type TOrganizationConf,
  type TOrganizationSummary,
} from '../../../common/schemas/organizations';
import type { HttpClient } from '../httpClient';
import { pagedSearch } from '../pagedSearch';
import type { ResourceCalls } from '../resources';

/** The list's column searches the endpoint takes (name, siret, city, createdAt, kind). */
const FILTER_KEYS = Object.keys(ZOrganizationSearch.shape.filters.unwrap().shape);
const SEARCH_OPTIONS = { sortFields: ORGANIZATION_SORT_FIELDS, filterKeys: FILTER_KEYS };

/** The record the screens edit: the organisation with its configuration. */
export type OrganizationRecord = TOrganization & { conf: TOrganizationConf };

const toBody = (
  data: Partial<OrganizationRecord> & { invoicingPassword?: string; clearInvoicingPassword?: boolean },
) => ({
  name: data.name,
  siret: data.siret,
  parentId: data.parentId ?? null,
  address: data.address ?? {},
  distribution: data.distribution,
  invoicingLogin: data.invoicingLogin ?? null,
  invoicingPassword: data.invoicingPassword || null,
  clearInvoicingPassword: data.clearInvoicingPassword ?? false,
});

export const organizationCalls = (http: HttpClient): ResourceCalls => {
  const search = pagedSearch<TOrganizationSummary>(
    http,
    'desk',
    'organizations',
    'organizations',
    undefined,
    SEARCH_OPTIONS,
  );
  /** A parent picker for an organisation offers only what lies outside its own subtree. */
  const searchOutside = (orgId: string) =>
    pagedSearch<TOrganizationSummary>(
      http,
      'desk',
      `organizations/nochildren/${orgId}`,
      'organizations',
      undefined,
      SEARCH_OPTIONS,
    );
  const getOne = async (id: string): Promise<OrganizationRecord> => {
    const [organization, conf] = await Promise.all([
      http<{ data: TOrganization }>({ base: 'desk', path: `organization/${id}` }),
      http<{ data: TOrganizationConf }>({ base: 'desk', path: `organization/${id}/conf` }),
    ]);
    return { ...organization.json.data, conf: conf.json.data };
  };
  return {
    getList: (resource, params: GetListParams) => {
      const { outsideOf, ...filter } = params.filter ?? {};
      if (!outsideOf) return search(resource, params);
      return searchOutside(String(outsideOf))(resource, { ...params, filter });
    },
    getMany: async (_resource, { ids }) => {
      const { json } = await http<{ organizations: TOrganizationSummary[] }>({
        base: 'desk',
        path: 'organizations',
        method: 'POST',
        body: { ids, limit: 100 },
      });
      return { data: json.organizations };
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    create: async (_resource, { data }) => {
      const { json } = await http<{ data: TOrganization }>({
        base: 'desk',
        path: 'organization',
        method: 'POST',
        body: toBody(data),
      });
      return { data: await getOne(json.data.id) };
    },
    /** The organisation, then its configuration: two calls of the spec, one save for the user. */
    update: async (_resource, { id, data }) => {
      await http({ base: 'desk', path: `organization/${id}`, method: 'PUT', body: toBody(data) });
      if (data.conf) await http({ base: 'desk', path: `organization/${id}/conf`, method: 'PUT', body: data.conf });
      return { data: await getOne(String(id)) };
    },
  };
};
