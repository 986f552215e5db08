import type { TPartnershipGroup } from '../../../common/schemas/partnerships';
import type { HttpClient } from '../../dataProvider/httpClient';
import { manyByOne, pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

const toRecord = (group: TPartnershipGroup) => ({ ...group, partnershipIds: group.partnerships.map((p) => p.id) });
const toBody = (data: Record<string, unknown>) => ({ name: data.name, partnerships: data.partnershipIds ?? [] });

export const partnershipGroupCalls = (http: HttpClient): ResourceCalls => {
  const getOne = async (id: string) =>
    toRecord((await http<{ data: TPartnershipGroup }>({ base: 'desk', path: `partnership-group/${id}` })).json.data);
  const save = async (path: string, method: 'POST' | 'PUT', data: Record<string, unknown>) =>
    toRecord((await http<{ data: TPartnershipGroup }>({ base: 'desk', path, method, body: toBody(data) })).json.data);
  return {
    getList: pagedSearchAt(http, {
      base: 'desk',
      path: 'partnership-groups',
      itemsKey: 'groups',
      toRecord,
      sortFields: ['name'],
    }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({ data: await save('partnership-group', 'POST', data) }),
    update: async (_resource, { id, data }) => ({ data: await save(`partnership-group/${id}`, 'PUT', data) }),
    delete: async (_resource, { id, previousData }) => {
      await http({ base: 'desk', path: `partnership-group/${id}`, method: 'DELETE' });
      return { data: previousData };
    },
  };
};
