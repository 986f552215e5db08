import type { TOrganizationStats } from '../../common/schemas/organizations';
import type { HttpClient } from './httpClient';

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

/** The organisation calls of the spec that are not a resource's: react-admin's custom data provider methods. */
export const organizationExtraCalls = (http: HttpClient) => ({
  lookupSiret: async (siret: string) =>
    (await http<{ data: SiretLookup }>({ base: 'orgDirectory', path: `siret/${encodeURIComponent(siret)}` })).json.data,
  organizationStats: async () =>
    (await http<{ data: TOrganizationStats }>({ base: 'desk', path: 'organizations/stats' })).json.data,
  currentStylesheet: async () =>
    (await http<{ data: { url: string | null } }>({ base: 'desk', path: 'organization/current/stylesheet' })).json.data
      .url,
});

export type OrganizationExtraCalls = ReturnType<typeof organizationExtraCalls>;
