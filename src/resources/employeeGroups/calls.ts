import type { DataProvider } from 'react-admin';
import { EMPLOYEE_FILTER_KEYS, EMPLOYEE_SORT_FIELDS } from '../../../common/employeeFields';
import { EMPLOYEE_GROUP_FILTER_KEYS, EMPLOYEE_GROUP_SORT_FIELDS } from '../../../common/employeeGroupFields';
import type {
  TEmployeeGroup,
  TEmployeeGroupMember,
  TEmployeeGroupSummary,
} from '../../../common/schemas/employeeGroups';
import type { HttpClient } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The record the screens use: the group, with its organisation's id where the form reads it. */
export type EmployeeGroupRecord = TEmployeeGroupSummary & { orgId: string; employees?: TEmployeeGroupMember[] };

const toRecord = (group: TEmployeeGroupSummary | TEmployeeGroup): EmployeeGroupRecord => ({
  ...group,
  orgId: group.organization.id,
});
const toBody = (data: Partial<EmployeeGroupRecord>) => ({
  name: data.name,
  orgId: data.orgId,
  employeeIds: (data.employees ?? []).map((employee) => employee.id),
});

export const employeeGroupCalls = (http: HttpClient): ResourceCalls => {
  const getOne = async (id: string) =>
    toRecord((await http<{ data: TEmployeeGroup }>({ base: 'desk', path: `employee-group/${id}` })).json.data);
  const save = async (path: string, method: 'POST' | 'PUT', data: Partial<EmployeeGroupRecord>) =>
    toRecord((await http<{ data: TEmployeeGroup }>({ base: 'desk', path, method, body: toBody(data) })).json.data);
  return {
    getList: pagedSearchAt(http, {
      base: 'desk',
      path: 'employee-groups',
      itemsKey: 'employeeGroups',
      toRecord,
      sortFields: EMPLOYEE_GROUP_SORT_FIELDS,
      filterKeys: EMPLOYEE_GROUP_FILTER_KEYS,
    }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: async (_resource, { ids }) => {
      const { json } = await http<{ employeeGroups: TEmployeeGroupSummary[] }>({
        base: 'desk',
        path: 'employee-groups',
        method: 'POST',
        body: { ids, limit: 100 },
      });
      return { data: json.employeeGroups.map(toRecord) };
    },
    create: async (_resource, { data }) => ({ data: await save('employee-group', 'POST', data) }),
    update: async (_resource, { id, data }) => ({ data: await save(`employee-group/${id}`, 'PUT', data) }),
    delete: async (_resource, { id, previousData }) => {
      await http({ base: 'desk', path: `employee-group/${id}`, method: 'DELETE' });
      return { data: previousData };
    },
  };
};

/** The employee picker's choices: one page of `POST employees` for the text typed, never every employee. */
export const employeeGroupExtraCalls = (http: HttpClient) => {
  const search = pagedSearchAt<TEmployeeGroupMember>(http, {
    base: 'desk',
    path: 'employees',
    itemsKey: 'employees',
    sortFields: EMPLOYEE_SORT_FIELDS,
    filterKeys: EMPLOYEE_FILTER_KEYS,
  });
  return {
    employeeChoices: async (text: string, perPage: number) =>
      search('employees', {
        filter: { q: text },
        pagination: { page: 1, perPage },
        sort: { field: 'lastName', order: 'ASC' },
      }),
  };
};

/** The data provider as the employee group screens see it. */
export type EmployeeGroupsDataProvider = DataProvider & ReturnType<typeof employeeGroupExtraCalls>;
