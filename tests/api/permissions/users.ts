import type { CallBody } from '../../../common/api/call';
import { users } from '../../../common/api/rights';
import { item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

const userBody = (fx: Fixtures, login: string): CallBody<typeof users.update> => ({
  login,
  firstName: 'Matrix',
  lastName: 'User',
  email: null,
  userOrgId: fx.lyonOrgId,
  visuOrgIds: [fx.lyonOrgId],
});
let logins = 0;
const newLogin = () => `matrix-${++logins}`;

export const userRows = rowsOf(users, {
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.users.map((user) => user.id),
    target: (fx) => fx.lyonUserId,
  },
  get: { input: (fx) => ({ params: { id: fx.lyonUserId } }) },
  create: {
    // Creating in Lyon: another customer or a Paris-only administrator may not name it.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    input: (fx) => ({
      body: { ...userBody(fx, newLogin()), password: 'Matrix-Pass-1', confirmation: 'Matrix-Pass-1' },
    }),
  },
  update: { input: (fx) => ({ params: { id: fx.lyonUserId }, body: userBody(fx, 'lyon-user') }) },
  delete: { input: async (fx) => ({ params: { id: await fx.freshUser() } }) },
});

export const userFixtures: AreaFixtures<'freshUser'> = async ({ admin, shared }) => {
  let made = 0;
  return {
    freshUser: async () => {
      const n = ++made;
      const body = {
        login: `disposable-${n}`,
        password: 'Disposable-1',
        confirmation: 'Disposable-1',
        lastName: 'Disposable',
        userOrgId: shared.lyonOrgId,
        visuOrgIds: [shared.lyonOrgId],
      };
      return (await admin.ok(users.create, { body })).data.id;
    },
  };
};
