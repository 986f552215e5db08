import { userGroups } from '../../../common/api/rights';
import type { TUserGroup } from '../../../common/schemas/rights';
import type { ApiCall } from '../../dataProvider/call';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

type GroupForm = { name: string; userIds?: string[] };

const toRecord = (group: TUserGroup) => ({ ...group, userIds: group.users.map((user) => user.id) });
const toBody = (data: GroupForm) => ({ name: data.name, users: data.userIds ?? [] });

export const groupCalls = (call: ApiCall): ResourceCalls => {
  const getOne = async (id: string) => toRecord((await call(userGroups.get, { params: { id } })).json.data);
  return {
    getList: pagedSearch(call, userGroups.search, { itemsKey: 'groups', toRecord }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({
      data: toRecord((await call(userGroups.create, { body: toBody(data as GroupForm) })).json.data),
    }),
    update: async (_resource, { id, data }) => ({
      data: toRecord(
        (await call(userGroups.update, { params: { id: String(id) }, body: toBody(data as GroupForm) })).json.data,
      ),
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(userGroups.delete, { params: { id: String(id) } });
      return { data: previousData };
    },
  };
};
