import type { DataProvider, GetListParams } from 'react-admin';
import { ORGANIZATION_FILTER_KEYS, ORGANIZATION_SORT_FIELDS } from '../../../common/organizationFields';
import type {
  TOrganization,
  TOrganizationConf,
  TOrganizationStats,
  TOrganizationSummary,
} from '../../../common/schemas/organizations';
import type { HttpClient } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** `POST organizations`, and `POST organizations/nochildren/{orgId}` for a parent picker. */
const searchOf = (path: string) =>
  ({
    base: 'desk',
    path,
    itemsKey: 'organizations',
    sortFields: ORGANIZATION_SORT_FIELDS,
    filterKeys: ORGANIZATION_FILTER_KEYS,
  }) as const;

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
  const search = pagedSearchAt<TOrganizationSummary>(http, searchOf('organizations'));
  /** A parent picker for an organisation offers only what lies outside its own subtree. */
  const searchOutside = (orgId: string) =>
    pagedSearchAt<TOrganizationSummary>(http, searchOf(`organizations/nochildren/${encodeURIComponent(orgId)}`));
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

/** What the SIRET directory knows of an establishment, to prefill a new organisation. */
export type SiretLookup = {
  siret: string;
  name: string | null;
  address: {
    street: string | null;
    postal: string | null;
    zipCode: string | null;
    city: string | null;
    country: string | null;
    phone: null;
  };
  active: boolean;
};

/** The organisation calls beyond react-admin's methods, as custom data provider methods. */
export const organizationExtraCalls = (http: HttpClient) => ({
  lookupSiret: async (siret: string) =>
    (await http<{ data: SiretLookup }>({ base: 'orgDirectory', path: `siret/${encodeURIComponent(siret)}` })).json.data,
  organizationStats: async () =>
    (await http<{ data: TOrganizationStats }>({ base: 'desk', path: 'organizations/stats' })).json.data,
  currentStylesheet: async () =>
    (await http<{ data: { url: string | null } }>({ base: 'desk', path: 'organization/current/stylesheet' })).json.data
      .url,
});

/** The data provider as the organisation screens (and the home page's count) see it. */
export type OrganizationsDataProvider = DataProvider & ReturnType<typeof organizationExtraCalls>;
