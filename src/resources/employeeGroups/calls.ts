import type { DataProvider } from 'react-admin';
import { EMPLOYEE_FILTER_KEYS, EMPLOYEE_SORT_FIELDS } from '../../../common/employeeFields';
import { EMPLOYEE_GROUP_FILTER_KEYS, EMPLOYEE_GROUP_SORT_FIELDS } from '../../../common/employeeGroupFields';
import { employeeGroups, employees } from '../../../common/api/employees';
import type { CallBody } from '../../../common/api/call';
import type {
  TEmployeeGroup,
  TEmployeeGroupMember,
  TEmployeeGroupSummary,
} from '../../../common/schemas/employeeGroups';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/** The record the screens use: the group, with its organisation's id where the form reads it. */
export type EmployeeGroupRecord = TEmployeeGroupSummary & { orgId: string; employees?: TEmployeeGroupMember[] };

const toRecord = (group: TEmployeeGroupSummary | TEmployeeGroup): EmployeeGroupRecord => ({
  ...group,
  orgId: group.organization.id,
});
const toBody = (data: Partial<EmployeeGroupRecord>): CallBody<typeof employeeGroups.create> => ({
  name: data.name ?? '',
  orgId: data.orgId ?? '',
  employeeIds: (data.employees ?? []).map((employee) => employee.id),
});

export const employeeGroupCalls = (call: ApiCall): ResourceCalls => {
  const getOne = async (id: string) => toRecord((await call(employeeGroups.get, { params: { id } })).json.data);
  return {
    getList: pagedSearch(call, employeeGroups.search, {
      itemsKey: 'employeeGroups',
      toRecord,
      sortFields: EMPLOYEE_GROUP_SORT_FIELDS,
      filterKeys: EMPLOYEE_GROUP_FILTER_KEYS,
    }),
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    getMany: async (_resource, { ids }) => {
      const { json } = await call(employeeGroups.search, { body: { ids: ids.map(String), limit: 100 } });
      return { data: json.employeeGroups.map(toRecord) };
    },
    create: async (_resource, { data }) => ({
      data: toRecord((await call(employeeGroups.create, { body: toBody(data) })).json.data),
    }),
    update: async (_resource, { id, data }) => ({
      data: toRecord((await call(employeeGroups.update, { params: { id: String(id) }, body: toBody(data) })).json.data),
    }),
    delete: async (_resource, { id, previousData }) => {
      await call(employeeGroups.delete, { params: { id: String(id) } });
      return { data: previousData };
    },
  };
};

/**
 * The employee picker's choices: one page of `POST employees` for the text typed, never every
 * employee, and only those the group's organisation may hold (its own and those below it).
 */
export const employeeGroupExtraCalls = (call: ApiCall) => {
  const search = pagedSearch<typeof employees.search, TEmployeeGroupMember>(call, employees.search, {
    itemsKey: 'employees',
    sortFields: EMPLOYEE_SORT_FIELDS,
    filterKeys: EMPLOYEE_FILTER_KEYS,
  });
  return {
    employeeChoices: async (orgId: string, text: string, perPage: number) =>
      search('employees', {
        filter: { q: text, underOrgId: orgId },
        pagination: { page: 1, perPage },
        sort: { field: 'lastName', order: 'ASC' },
      }),
  };
};

/** The data provider as the employee group screens see it. */
export type EmployeeGroupsDataProvider = DataProvider & ReturnType<typeof employeeGroupExtraCalls>;
