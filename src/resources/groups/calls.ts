import type { TUserGroup } from '../../../common/schemas/rights';
import type { HttpClient } from '../../dataProvider/httpClient';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

const toRecord = (group: TUserGroup) => ({ ...group, userIds: group.users.map((user) => user.id) });
const toBody = (data: Record<string, unknown>) => ({ name: data.name, users: data.userIds ?? [] });

export const groupCalls = (http: HttpClient, product: string): ResourceCalls => {
  const path = `${product}-user-group`;
  const getOne = async (id: string) =>
    toRecord((await http<{ data: TUserGroup }>({ base: 'userDirectory', path: `${path}/${id}` })).json.data);
  const calls: ResourceCalls = {
    getList: pagedSearch(http, { base: 'userDirectory', path: `${product}-user-groups`, itemsKey: 'groups', toRecord }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => {
      const { json } = await http<{ data: TUserGroup }>({
        base: 'userDirectory',
        path,
        method: 'POST',
        body: toBody(data),
      });
      return { data: toRecord(json.data) };
    },
    update: async (_resource, { id, data }) => {
      const { json } = await http<{ data: TUserGroup }>({
        base: 'userDirectory',
        path: `${path}/${id}`,
        method: 'PUT',
        body: toBody(data),
      });
      return { data: toRecord(json.data) };
    },
    delete: async (_resource, { id, previousData }) => {
      await http({ base: 'userDirectory', path: `${path}/${id}`, method: 'DELETE' });
      return { data: previousData };
    },
  };
  return calls;
};
