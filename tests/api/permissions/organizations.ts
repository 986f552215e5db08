import type { CallBody } from '../../../common/api/call';
import { orgDirectory, organizations } from '../../../common/api/organizations';
import { makeSiret } from '../../support/siret';
import { item, list, rowsOf, search, type Fixtures } from './matrix';

const organizationBody = (
  fx: Fixtures,
  name: string,
  siret: string,
): CallBody<typeof organizations.create> & CallBody<typeof organizations.update> => ({
  name,
  siret,
  parentId: fx.customerRootId,
  address: { city: 'Lyon' },
});
const lyon = (fx: Fixtures) => ({ params: { id: fx.lyonOrgId } });

export const organizationRows = [
  // INSEE's directory is public data, the same for every customer: only the feature gates it.
  ...rowsOf(orgDirectory, {
    lookupSiret: { expect: list, input: () => ({ params: { siret: '84123456700029' } }) },
  }),
  ...rowsOf(organizations, {
    search: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.organizations.map((org) => org.id),
      target: (fx) => fx.lyonOrgId,
    },
    searchTopLevel: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.organizations.map((org) => org.id),
      target: (fx) => fx.customerRootId,
    },
    searchOutsideSubtree: { input: (fx) => ({ params: { orgID: fx.lyonOrgId }, body: search }) },
    stats: { expect: list },
    currentStylesheet: {},
    get: { input: lyon },
    ancestors: { input: lyon },
    create: {
      // Under the customer's root: another customer or a Paris-only administrator may not name it.
      expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
      input: (fx) => ({ body: organizationBody(fx, 'Matrix organisation', makeSiret()) }),
    },
    update: {
      input: (fx) => ({ ...lyon(fx), body: organizationBody(fx, 'Liasse Démo Lyon', '84123456700037') }),
    },
    getConf: { input: lyon },
    updateConf: { input: (fx) => ({ ...lyon(fx), body: {} }) },
    setTransmissionMode: { input: (fx) => ({ ...lyon(fx), body: { transmissionMode: 'LINK' } }) },
    setReceptionMode: { input: (fx) => ({ ...lyon(fx), body: { receptionMode: 'ATTACHMENT' } }) },
    docTypes: { input: (fx) => ({ params: { orgId: fx.lyonOrgId } }) },
  }),
];
