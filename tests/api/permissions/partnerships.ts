import { partnershipGroups, partnerships } from '../../../common/api/partnerships';
import { everyone, item, list, rowsOf, search, type Fixtures } from './matrix';

/** A new partnership for Lyon: another customer or a Paris-only administrator may not name Lyon. */
const lyonRequest = { ...item(201), otherCustomer: 400, filteredOut: 400 };
const lyonPartnership = (fx: Fixtures) => ({ params: { id: fx.lyonPartnershipId } });
const lyonGroup = (fx: Fixtures) => ({ params: { id: fx.lyonPartnershipGroupId } });

export const partnershipRows = [
  ...rowsOf(partnerships, {
    search: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.partnerships.map((p) => p.id),
      target: (fx) => fx.lyonPartnershipId,
    },
    searchNeedingAction: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.partnerships.map((p) => p.id),
      target: (fx) => fx.lyonPartnershipId,
    },
    get: { input: lyonPartnership },
    create: {
      expect: lyonRequest,
      input: async (fx) => ({ body: { siret: await fx.newThirdPartySiret(), orgId: fx.lyonOrgId } }),
    },
    update: {
      input: (fx) => ({
        ...lyonPartnership(fx),
        body: { name: 'Tiers lyonnais', groupId: fx.lyonPartnershipGroupId },
      }),
    },
    setTransmissionMode: { input: (fx) => ({ ...lyonPartnership(fx), body: { transmissionMode: 'LINK' } }) },
    enable: { input: async (fx) => ({ params: { id: await fx.disposable('disabledPartnership') } }) },
    disable: { input: async (fx) => ({ params: { id: await fx.disposable('partnership') } }) },
    fillContactMail: {
      input: async (fx) => ({
        params: { id: await fx.disposable('partnership') },
        body: { email: 'contact@tiers.example' },
      }),
    },
    // Public: the emailed reference is the credential, and a wrong one gets the same answer from anyone.
    validatingMail: {
      expect: everyone(400),
      input: (fx) => ({
        ...lyonPartnership(fx),
        body: { email: 'contact@tiers.example', reference: 'not-the-reference' },
      }),
    },
  }),
  ...rowsOf(partnershipGroups, {
    search: {
      expect: list,
      input: () => ({ body: search }),
      listed: (body) => body.groups.map((g) => g.id),
      target: (fx) => fx.lyonPartnershipGroupId,
    },
    get: { input: lyonGroup },
    create: {
      expect: lyonRequest,
      input: async (fx) => ({ body: { name: 'Nouveaux tiers', partnerships: [await fx.disposable('partnership')] } }),
    },
    update: {
      input: (fx) => ({ ...lyonGroup(fx), body: { name: 'Tiers de Lyon', partnerships: [fx.lyonPartnershipId] } }),
    },
    delete: { input: async (fx) => ({ params: { id: await fx.disposable('partnershipGroup') } }) },
  }),
];
