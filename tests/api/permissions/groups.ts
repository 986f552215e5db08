import { userGroups } from '../../../common/api/rights';
import { item, list, rowsOf, search, type AreaFixtures } from './matrix';

export const groupRows = rowsOf(userGroups, {
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.groups.map((group) => group.id),
    target: (fx) => fx.groupId,
  },
  // Its only member is in Lyon: a Paris-only administrator may not see it.
  get: { input: (fx) => ({ params: { id: fx.groupId } }) },
  create: {
    expect: { ...list, allowed: 201, otherCustomer: 201, filteredOut: 201 },
    input: () => ({ body: { name: 'Matrix group', users: [] } }),
  },
  update: {
    input: (fx) => ({ params: { id: fx.groupId }, body: { name: 'Renamed group', users: [fx.lyonUserId] } }),
  },
  delete: {
    // A member in Paris and one in Lyon: the Paris-only administrator sees the group, but deleting
    // it would change the rights of someone outside their organisations.
    expect: { ...item(204), filteredOut: 409 },
    input: async (fx) => ({ params: { id: await fx.freshMixedGroup() } }),
  },
});

export const groupFixtures: AreaFixtures<'groupId' | 'freshMixedGroup'> = async ({ admin, shared }) => {
  let groups = 0;
  const groupOf = async (members: string[], name = `Disposable ${++groups}`) =>
    (await admin.ok(userGroups.create, { body: { name, users: members } })).data.id;
  return {
    groupId: await groupOf([shared.lyonUserId], 'Équipe paie'),
    freshMixedGroup: () => groupOf([shared.parisUserId, shared.lyonUserId]),
  };
};
