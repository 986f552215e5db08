import type { DataProvider } from 'react-admin';
import type { TDeskUser } from '../../../common/schemas/rights';
import type { HttpClient } from '../../dataProvider/httpClient';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The form's fields beside what the server answers (spec: name is taken from lastName). */
const toRecord = (user: TDeskUser) => ({
  ...user,
  lastName: user.name,
  userOrgId: user.userOrg.id,
  visuOrgIds: user.visuOrgs.map((org) => org.id),
});

const toBody = (data: Record<string, unknown>) => ({
  login: data.login,
  firstName: data.firstName ?? '',
  lastName: data.lastName ?? '',
  email: data.email || null,
  phone: typeof data.phone === 'string' ? data.phone.trim() || null : null,
  userOrgId: data.userOrgId,
  visuOrgIds: data.visuOrgIds ?? [],
});

export const userCalls = (http: HttpClient, product: string): ResourceCalls => {
  const getOne = async (id: string) =>
    toRecord((await http<{ data: TDeskUser }>({ base: 'userDirectory', path: `${product}-user/${id}` })).json.data);
  const calls: ResourceCalls = {
    getList: pagedSearch(http, { base: 'userDirectory', path: `${product}-users`, itemsKey: 'users', toRecord }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => {
      const body = { ...toBody(data), password: data.password, confirmation: data.confirmation };
      const { json } = await http<{ data: TDeskUser }>({
        base: 'userDirectory',
        path: `${product}-user`,
        method: 'POST',
        body,
      });
      return { data: toRecord(json.data) };
    },
    update: async (_resource, { id, data }) => {
      const { json } = await http<{ data: TDeskUser }>({
        base: 'userDirectory',
        path: `${product}-user/${id}`,
        method: 'PUT',
        body: toBody(data),
      });
      return { data: toRecord(json.data) };
    },
    delete: async (_resource, { id, previousData }) => {
      await http({ base: 'userDirectory', path: `${product}-user/${id}`, method: 'DELETE' });
      return { data: previousData };
    },
  };
  return calls;
};

/** The user calls beyond react-admin's methods, as custom data provider methods. */
export const userExtraCalls = (http: HttpClient) => ({
  unblockUser: async (id: string) => {
    await http({ base: 'userDirectory', path: `user/${id}/unblock`, method: 'POST', body: {} });
  },
});

/** The data provider as the user screens see it. */
export type UsersDataProvider = DataProvider & ReturnType<typeof userExtraCalls>;
