import { partnershipGroups, partnerships } from '../../../common/api/partnerships';
import { insertEstablishment, makePartnership } from '../../support/factories';
import { everyone, item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

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
    enable: { input: async (fx) => ({ params: { id: await fx.freshDisabledPartnership() } }) },
    disable: { input: async (fx) => ({ params: { id: await fx.freshPartnership() } }) },
    fillContactMail: {
      input: async (fx) => ({
        params: { id: await fx.freshPartnership() },
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
      input: async (fx) => ({ body: { name: 'Nouveaux tiers', partnerships: [await fx.freshPartnership()] } }),
    },
    update: {
      input: (fx) => ({ ...lyonGroup(fx), body: { name: 'Tiers de Lyon', partnerships: [fx.lyonPartnershipId] } }),
    },
    delete: { input: async (fx) => ({ params: { id: await fx.freshPartnershipGroup() } }) },
  }),
];

export const partnershipFixtures: AreaFixtures<
  | 'lyonPartnershipId'
  | 'lyonPartnershipGroupId'
  | 'newThirdPartySiret'
  | 'freshPartnership'
  | 'freshDisabledPartnership'
  | 'freshPartnershipGroup'
> = async ({ server, admin, adminToken, shared }) => {
  const { db } = server.ctx.database;
  const partnership = async () => (await makePartnership(server, adminToken, { orgId: shared.lyonOrgId })).id;
  let groups = 0;
  const groupOf = async (partnershipId: string, name = `Disposable ${++groups}`) =>
    (await admin.ok(partnershipGroups.create, { body: { name, partnerships: [partnershipId] } })).data.id;
  const lyonPartnershipId = await partnership();
  return {
    lyonPartnershipId,
    lyonPartnershipGroupId: await groupOf(lyonPartnershipId, 'Tiers de Lyon'),
    newThirdPartySiret: () => insertEstablishment(db),
    freshPartnership: partnership,
    freshDisabledPartnership: async () => {
      const id = await partnership();
      await db.updateTable('partnerships').set({ status: 'DISABLED' }).where('id', '=', id).execute();
      return id;
    },
    freshPartnershipGroup: async () => groupOf(await partnership()),
  };
};
