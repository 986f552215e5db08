import type { CallBody } from '../../../common/api/call';
import { employeeGroups } from '../../../common/api/employees';
import { item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

const groupBody = (fx: Fixtures): CallBody<typeof employeeGroups.create> => ({
  name: 'Matrix employee group',
  orgId: fx.lyonOrgId,
  employeeIds: [fx.lyonEmployeeId],
});
const lyonGroup = (fx: Fixtures) => ({ params: { id: fx.lyonEmployeeGroupId } });

export const employeeGroupRows = rowsOf(employeeGroups, {
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.employeeGroups.map((group) => group.id),
    target: (fx) => fx.lyonEmployeeGroupId,
  },
  get: { input: lyonGroup },
  create: {
    // Lyon and its employee are not theirs to name: refused as input, not as a call.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    input: (fx) => ({ body: groupBody(fx) }),
  },
  update: { input: (fx) => ({ ...lyonGroup(fx), body: groupBody(fx) }) },
  delete: { input: async (fx) => ({ params: { id: await fx.freshEmployeeGroup() } }) },
});

export const employeeGroupFixtures: AreaFixtures<'lyonEmployeeGroupId' | 'freshEmployeeGroup'> = async ({
  admin,
  shared,
}) => {
  let groups = 0;
  const groupOf = async (name = `Disposable ${++groups}`) =>
    (
      await admin.ok(employeeGroups.create, {
        body: { name, orgId: shared.lyonOrgId, employeeIds: [shared.lyonEmployeeId] },
      })
    ).data.id;
  return { lyonEmployeeGroupId: await groupOf('Lyon team'), freshEmployeeGroup: () => groupOf() };
};
