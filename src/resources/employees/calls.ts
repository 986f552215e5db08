import type { DataProvider, GetListParams } from 'react-admin';
import { EMPLOYEE_FILTER_KEYS, EMPLOYEE_SORT_FIELDS, type EmployeeStatusSwitch } from '../../../common/employeeFields';
import type { TEmployee, TEmployeeStats, TEmployeeSummary } from '../../../common/schemas/employees';
import type { HttpClient } from '../../dataProvider/httpClient';
import { pagedSearchAt } from '../../dataProvider/pagedSearch';
import type { ResourceCalls } from '../../dataProvider/resourceCalls';

/**
 * The record the form edits: the employee, and on edit a new NIR typed over the masked one
 * (`newSocialSecurityNumber`; blank keeps the stored one) or its removal (`clearNir`).
 */
export type EmployeeRecord = TEmployee & { newSocialSecurityNumber?: string | null; clearNir?: boolean };
type FormLink = { orgId: string; active?: boolean };
type FormData = Partial<Omit<EmployeeRecord, 'organizations'>> & { organizations?: FormLink[] };

/** The form's links, from the record's organisations. */
export const formLinks = (employee: Pick<TEmployee, 'organizations'>): FormLink[] =>
  employee.organizations.map((org) => ({ orgId: org.id, active: org.active }));

/** What the NIR becomes: typed on creation; on edit, a new one, removed, or left out (kept). */
const nirOf = (data: FormData, creating: boolean) => {
  if (creating) return data.socialSecurityNumber || null;
  if (data.newSocialSecurityNumber) return data.newSocialSecurityNumber;
  return data.clearNir ? null : undefined;
};

const toBody = (data: FormData, creating: boolean) => ({
  firstName: data.firstName,
  lastName: data.lastName,
  email: data.email ?? null,
  registrationNumber: data.registrationNumber ?? null,
  address: data.address ?? null,
  zipCode: data.zipCode ?? null,
  city: data.city ?? null,
  phone: data.phone ?? null,
  country: data.country ?? null,
  birthDay: data.birthDay ? String(data.birthDay).slice(0, 10) : null,
  socialSecurityNumber: nirOf(data, creating),
  nirTemporary: data.nirTemporary ?? false,
  organizations: (data.organizations ?? []).map((link) => ({ orgId: link.orgId, active: link.active ?? true })),
  bpeAgreement: data.bpeAgreement ?? false,
  bpeAgreementAt: data.bpeAgreementAt ? String(data.bpeAgreementAt).slice(0, 10) : null,
});

/** The record of the screens: the links as the form edits them beside the organisations shown. */
const toRecord = (employee: TEmployee) => ({ ...employee, links: formLinks(employee) });

export const employeeCalls = (http: HttpClient): ResourceCalls => {
  const search = pagedSearchAt<TEmployeeSummary>(http, {
    base: 'desk',
    path: 'employees',
    itemsKey: 'employees',
    sortFields: EMPLOYEE_SORT_FIELDS,
    filterKeys: EMPLOYEE_FILTER_KEYS,
    booleanFilterKeys: ['bpeAgreement'],
  });
  const getOne = async (id: string) =>
    toRecord((await http<{ data: TEmployee }>({ base: 'desk', path: `employee/${id}` })).json.data);
  return {
    getList: (resource, params: GetListParams) => search(resource, params),
    getMany: async (_resource, { ids }) => {
      const { json } = await http<{ employees: TEmployeeSummary[] }>({
        base: 'desk',
        path: 'employees',
        method: 'POST',
        body: { ids, limit: 100 },
      });
      return { data: json.employees };
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    create: async (_resource, { data }) => {
      const { json } = await http<{ data: TEmployee }>({
        base: 'desk',
        path: 'employee',
        method: 'POST',
        body: toBody({ ...data, organizations: data.links }, true),
      });
      return { data: toRecord(json.data) };
    },
    update: async (_resource, { id, data }) => {
      const { json } = await http<{ data: TEmployee }>({
        base: 'desk',
        path: `employee/${id}`,
        method: 'PUT',
        body: toBody({ ...data, organizations: data.links }, false),
      });
      return { data: toRecord(json.data) };
    },
  };
};

const bulk = (http: HttpClient, path: string) => async (ids: readonly (string | number)[]) =>
  (await http<{ data: { updated: number } }>({ base: 'desk', path, method: 'POST', body: { ids } })).json.data;

/** The employee calls beyond react-admin's methods, as custom data provider methods. */
export const employeeExtraCalls = (http: HttpClient) => ({
  employeeStats: async (status: EmployeeStatusSwitch) =>
    (await http<{ data: TEmployeeStats }>({ base: 'desk', path: `employees/stats?status=${status}` })).json.data,
  deactivateEmployees: bulk(http, 'employees/deactivate'),
  reactivateEmployees: bulk(http, 'employees/reactivate'),
  /** The NIR in clear; the server records who read it and when. */
  revealNir: async (id: string) =>
    (
      await http<{ data: { socialSecurityNumber: string | null } }>({
        base: 'desk',
        path: `employee/${id}/nir/reveal`,
        method: 'POST',
        body: {},
      })
    ).json.data.socialSecurityNumber,
  /** The duplicate's offer: the existing employee joins an organisation. */
  linkEmployee: async (id: string, orgId: string) =>
    (
      await http<{ data: TEmployee }>({
        base: 'desk',
        path: `employee/${id}/organizations`,
        method: 'POST',
        body: { orgId },
      })
    ).json.data,
});

/** The data provider as the employee screens (and the home page's counts) see it. */
export type EmployeesDataProvider = DataProvider & ReturnType<typeof employeeExtraCalls>;
