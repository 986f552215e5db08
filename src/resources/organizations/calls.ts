import type { DataProvider, GetListParams } from 'react-admin';
import type { CallBody } from '../../../common/api/call';
import { orgDirectory, organizations } from '../../../common/api/organizations';
import { retention } from '../../../common/api/retention';
import { DEFAULT_RETENTION_AGE } from '../../../common/retention';
import { ORGANIZATION_FILTER_KEYS, ORGANIZATION_SORT_FIELDS } from '../../../common/organizationFields';
import type { TOrganization, TOrganizationConf } from '../../../common/schemas/organizations';
import type { TSiretLookup } from '../../../common/schemas/orgDirectory';
import type { TRetentionPolicy } from '../../../common/schemas/retention';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The list's search: `POST organizations`, and `POST organizations/nochildren/{orgID}` for a parent picker. */
const SEARCH = {
  itemsKey: 'organizations',
  sortFields: ORGANIZATION_SORT_FIELDS,
  filterKeys: ORGANIZATION_FILTER_KEYS,
} as const;

/** A document type's retention policy as the form edits it: `own` when chosen for this organisation. */
export type RetentionEntry = TRetentionPolicy & { own: boolean };

/** The record the screens edit: the organisation with its configuration and retention policies. */
export type OrganizationRecord = TOrganization & { conf: TOrganizationConf; retention: RetentionEntry[] };

/** The organisation form's values: the record's, and the invoicing password as typed (write-only). */
type OrganizationForm = Partial<
  Pick<OrganizationRecord, 'parentId' | 'address' | 'distribution' | 'invoicingLogin' | 'conf' | 'retention'>
> & {
  name: string;
  siret: string;
  invoicingPassword?: string;
  clearInvoicingPassword?: boolean;
};

const toBody = (data: OrganizationForm): CallBody<typeof organizations.update> => ({
  name: data.name,
  siret: data.siret,
  parentId: data.parentId ?? null,
  address: data.address ?? {},
  distribution: data.distribution,
  invoicingLogin: data.invoicingLogin ?? null,
  invoicingPassword: data.invoicingPassword || null,
  clearInvoicingPassword: data.clearInvoicingPassword ?? false,
});

/** The types chosen for this organisation, each with only the duration its rule takes. */
const ownPolicies = (entries: RetentionEntry[]) =>
  entries
    .filter((entry) => entry.own)
    .map(({ docType, rule, years, age }) => ({
      docType,
      rule,
      years: rule === 'AFTER_DEPARTURE' || rule === 'AFTER_DEPOSIT' ? Number(years) : null,
      age: rule === 'UNTIL_AGE' ? Number(age ?? DEFAULT_RETENTION_AGE) : null,
    }));

export const organizationCalls = (call: ApiCall): ResourceCalls => {
  const search = pagedSearch(call, organizations.search, SEARCH);
  /** A parent picker for an organisation offers only what lies outside its own subtree. */
  const searchOutside = (orgID: string) =>
    pagedSearch(call, organizations.searchOutsideSubtree, { ...SEARCH, params: { orgID } });
  const getOne = async (id: string): Promise<OrganizationRecord> => {
    const [organization, conf, policies] = await Promise.all([
      call(organizations.get, { params: { id } }),
      call(organizations.getConf, { params: { id } }),
      call(retention.get, { params: { id } }),
    ]);
    const entries = policies.json.data.map((policy) => ({ ...policy, own: policy.source === 'OWN' }));
    return { ...organization.json.data, conf: conf.json.data, retention: entries };
  };
  return {
    getList: (resource, params: GetListParams) => {
      const { outsideOf, ...filter } = params.filter ?? {};
      if (!outsideOf) return search(resource, params);
      return searchOutside(String(outsideOf))(resource, { ...params, filter });
    },
    getMany: async (_resource, { ids }) => {
      const { json } = await call(organizations.search, { body: { ids: ids.map(String), limit: 100 } });
      return { data: json.organizations };
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    create: async (_resource, { data }) => {
      const { json } = await call(organizations.create, { body: toBody(data as OrganizationForm) });
      return { data: await getOne(json.data.id) };
    },
    /** The organisation, then its configuration and retention policies: three calls, one save for the user. */
    update: async (_resource, { id, data }) => {
      const form = data as OrganizationForm;
      const params = { id: String(id) };
      await call(organizations.update, { params, body: toBody(form) });
      if (form.conf) await call(organizations.updateConf, { params, body: form.conf });
      if (form.retention) await call(retention.update, { params, body: { policies: ownPolicies(form.retention) } });
      return { data: await getOne(String(id)) };
    },
  };
};

/** What the SIRET directory knows of an establishment, to prefill a new organisation. */
export type SiretLookup = TSiretLookup['data'];

/** The organisation calls beyond react-admin's methods, as custom data provider methods. */
export const organizationExtraCalls = (call: ApiCall) => ({
  lookupSiret: async (siret: string) => (await call(orgDirectory.lookupSiret, { params: { siret } })).json.data,
  organizationStats: async () => (await call(organizations.stats)).json.data,
  currentStylesheet: async () => (await call(organizations.currentStylesheet)).json.data.url,
});

/** The data provider as the organisation screens (and the home page's count) see it. */
export type OrganizationsDataProvider = DataProvider & ReturnType<typeof organizationExtraCalls>;
