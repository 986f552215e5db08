import type { TAccessRule } from '../../../common/schemas/rights';
import type { HttpClient } from '../../dataProvider/httpClient';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

const toRecord = (rule: TAccessRule) => ({
  ...rule,
  userIds: rule.users.map((user) => user.id),
  userGroupIds: rule.groups.map((group) => group.id),
});
const toBody = (data: Record<string, unknown>) => ({
  name: data.name,
  orgId: data.orgId,
  userIds: data.userIds ?? [],
  userGroupIds: data.userGroupIds ?? [],
  features: data.features ?? [],
  docCriterias: data.docCriterias ?? [],
  employeeIds: data.employeeIds ?? [],
  employeeGroupIds: data.employeeGroupIds ?? [],
});

export const ruleCalls = (http: HttpClient): ResourceCalls => {
  const getOne = async (id: string) =>
    toRecord((await http<{ data: TAccessRule }>({ base: 'desk', path: `access-rule/${id}` })).json.data);
  const calls: ResourceCalls = {
    getList: pagedSearch(http, { base: 'desk', path: 'access-rules', itemsKey: 'accessRules', toRecord }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => {
      const { json } = await http<{ data: TAccessRule }>({
        base: 'desk',
        path: 'access-rule',
        method: 'POST',
        body: toBody(data),
      });
      return { data: toRecord(json.data) };
    },
    update: async (_resource, { id, data }) => {
      const { json } = await http<{ data: TAccessRule }>({
        base: 'desk',
        path: `access-rule/${id}`,
        method: 'PUT',
        body: toBody(data),
      });
      return { data: toRecord(json.data) };
    },
    delete: async (_resource, { id, previousData }) => {
      await http({ base: 'desk', path: `access-rule/${id}`, method: 'DELETE' });
      return { data: previousData };
    },
  };
  return calls;
};
