import type { DataProvider } from 'react-admin';
import type { CallBody } from '../../../common/api/call';
import { users } from '../../../common/api/rights';
import { account } from '../../../common/api/account';
import type { TDeskUser } from '../../../common/schemas/rights';
import type { ApiCall } from '../../dataProvider/call';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The user form's values (spec: name is taken from lastName). */
type UserForm = {
  login: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  userOrgId: string;
  visuOrgIds?: string[];
  password?: string;
  confirmation?: string;
};

/** The form's fields beside what the server answers. */
const toRecord = (user: TDeskUser) => ({
  ...user,
  lastName: user.name,
  userOrgId: user.userOrg.id,
  visuOrgIds: user.visuOrgs.map((org) => org.id),
});

const toBody = (data: UserForm): CallBody<typeof users.update> => ({
  login: data.login,
  firstName: data.firstName ?? '',
  lastName: data.lastName ?? '',
  email: data.email || null,
  phone: typeof data.phone === 'string' ? data.phone.trim() || null : null,
  userOrgId: data.userOrgId,
  visuOrgIds: data.visuOrgIds ?? [],
});

export const userCalls = (call: ApiCall): ResourceCalls => {
  const getOne = async (id: string) => toRecord((await call(users.get, { params: { id } })).json.data);
  return {
    getList: pagedSearch(call, users.search, { itemsKey: 'users', toRecord }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => {
      const form = data as UserForm;
      const body = { ...toBody(form), password: form.password ?? '', confirmation: form.confirmation ?? '' };
      return { data: toRecord((await call(users.create, { body })).json.data) };
    },
    update: async (_resource, { id, data }) => ({
      data: toRecord(
        (await call(users.update, { params: { id: String(id) }, body: toBody(data as UserForm) })).json.data,
      ),
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(users.delete, { params: { id: String(id) } });
      return { data: previousData };
    },
  };
};

/** The user calls beyond react-admin's methods, as custom data provider methods. */
export const userExtraCalls = (call: ApiCall) => ({
  unblockUser: async (id: string) => {
    await call(account.unblockUser, { params: { id } });
  },
});

/** The data provider as the user screens see it. */
export type UsersDataProvider = DataProvider & ReturnType<typeof userExtraCalls>;
