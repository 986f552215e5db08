import type { CallBody } from '../../../common/api/call';
import { accessRules } from '../../../common/api/rights';
import type { TAccessRule } from '../../../common/schemas/rights';
import type { ApiCall } from '../../dataProvider/call';
import { manyByOne, pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

type RuleBody = CallBody<typeof accessRules.create>;
/** The rule form's values: the body's, with its lists possibly not yet touched. */
type RuleForm = Pick<RuleBody, 'name' | 'orgId'> & Partial<Omit<RuleBody, 'name' | 'orgId'>>;

const toRecord = (rule: TAccessRule) => ({
  ...rule,
  userIds: rule.users.map((user) => user.id),
  userGroupIds: rule.groups.map((group) => group.id),
});
const toBody = (data: RuleForm): RuleBody => ({
  name: data.name,
  orgId: data.orgId,
  userIds: data.userIds ?? [],
  userGroupIds: data.userGroupIds ?? [],
  features: data.features ?? [],
  docCriterias: data.docCriterias ?? [],
  employeeIds: data.employeeIds ?? [],
  employeeGroupIds: data.employeeGroupIds ?? [],
});

export const ruleCalls = (call: ApiCall): ResourceCalls => {
  const getOne = async (id: string) => toRecord((await call(accessRules.get, { params: { id } })).json.data);
  return {
    getList: pagedSearch(call, accessRules.search, { itemsKey: 'accessRules', toRecord }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: manyByOne(getOne),
    create: async (_resource, { data }) => ({
      data: toRecord((await call(accessRules.create, { body: toBody(data as RuleForm) })).json.data),
    }),
    update: async (_resource, { id, data }) => ({
      data: toRecord(
        (await call(accessRules.update, { params: { id: String(id) }, body: toBody(data as RuleForm) })).json.data,
      ),
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(accessRules.delete, { params: { id: String(id) } });
      return { data: previousData };
    },
  };
};
