import type { CallBody } from '../../../common/api/call';
import { partnershipGroups } from '../../../common/api/partnerships';
import type { TPartnershipGroup } from '../../../common/schemas/partnerships';
import type { ApiCall } from '../../dataProvider/call';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The group form's values: its name and the partnerships it holds, by id. */
type PartnershipGroupForm = { name: string; partnershipIds?: string[] };

const toRecord = (group: TPartnershipGroup) => ({ ...group, partnershipIds: group.partnerships.map((p) => p.id) });
const toBody = (data: PartnershipGroupForm): CallBody<typeof partnershipGroups.create> => ({
  name: data.name,
  partnerships: data.partnershipIds ?? [],
});

export const partnershipGroupCalls = (call: ApiCall): ResourceCalls => {
  const getOne = async (id: string) => toRecord((await call(partnershipGroups.get, { params: { id } })).json.data);
  return {
    getList: pagedSearch(call, partnershipGroups.search, { itemsKey: 'groups', toRecord, sortFields: ['name'] }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({
      data: toRecord((await call(partnershipGroups.create, { body: toBody(data as PartnershipGroupForm) })).json.data),
    }),
    update: async (_resource, { id, data }) => ({
      data: toRecord(
        (
          await call(partnershipGroups.update, {
            params: { id: String(id) },
            body: toBody(data as PartnershipGroupForm),
          })
        ).json.data,
      ),
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(partnershipGroups.delete, { params: { id: String(id) } });
      return { data: previousData };
    },
  };
};
