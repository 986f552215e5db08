import type { DataProvider, GetListParams } from 'react-admin';
import { EMPLOYEE_FILTER_KEYS, EMPLOYEE_SORT_FIELDS, type EmployeeStatusSwitch } from '../../../common/employeeFields';
import { employees } from '../../../common/api/employees';
import type { CallBody } from '../../../common/api/call';
import type { TEmployee } from '../../../common/schemas/employees';
import type { ApiCall } from '../../dataProvider/call';
import { pagedSearch } from '../../dataProvider/pagedSearch';
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

const toBody = (data: FormData, creating: boolean): CallBody<typeof employees.create> => ({
  firstName: data.firstName ?? '',
  lastName: data.lastName ?? '',
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
  bpeAgreement: data.bpeAgreement ?? null,
  // Not stated has no day.
  bpeAgreementAt: data.bpeAgreement != null && data.bpeAgreementAt ? String(data.bpeAgreementAt).slice(0, 10) : null,
  // Only a refusal has an effect day.
  bpeRefusalEffectiveOn:
    data.bpeAgreement === false && data.bpeRefusalEffectiveOn ? String(data.bpeRefusalEffectiveOn).slice(0, 10) : null,
});

/** The record of the screens: the links as the form edits them beside the organisations shown. */
const toRecord = (employee: TEmployee) => ({ ...employee, links: formLinks(employee) });

export const employeeCalls = (call: ApiCall): ResourceCalls => {
  const search = pagedSearch(call, employees.search, {
    itemsKey: 'employees',
    sortFields: EMPLOYEE_SORT_FIELDS,
    filterKeys: EMPLOYEE_FILTER_KEYS,
  });
  const getOne = async (id: string) => toRecord((await call(employees.get, { params: { id } })).json.data);
  return {
    getList: (resource, params: GetListParams) => search(resource, params),
    getMany: async (_resource, { ids }) => {
      const { json } = await call(employees.search, { body: { ids: ids.map(String), limit: 100 } });
      return { data: json.employees };
    },
    getOne: async (_resource, { id }) => ({ data: await getOne(String(id)) }),
    create: async (_resource, { data }) => {
      const body = toBody({ ...data, organizations: data.links }, true);
      return { data: toRecord((await call(employees.create, { body })).json.data) };
    },
    update: async (_resource, { id, data }) => {
      const body = toBody({ ...data, organizations: data.links }, false);
      return { data: toRecord((await call(employees.update, { params: { id: String(id) }, body })).json.data) };
    },
  };
};

/** The employee calls beyond react-admin's methods, as custom data provider methods. */
export const employeeExtraCalls = (call: ApiCall) => ({
  employeeStats: async (status: EmployeeStatusSwitch) => (await call(employees.stats, { query: { status } })).json.data,
  deactivateEmployees: async (ids: readonly (string | number)[]) =>
    (await call(employees.deactivate, { body: { ids: ids.map(String) } })).json.data,
  reactivateEmployees: async (ids: readonly (string | number)[]) =>
    (await call(employees.reactivate, { body: { ids: ids.map(String) } })).json.data,
  /** The NIR in clear; the server records who read it and when. */
  revealNir: async (id: string) => (await call(employees.revealNir, { params: { id } })).json.data.socialSecurityNumber,
  /** The duplicate's offer: the existing employee joins an organisation. */
  linkEmployee: async (id: string, orgId: string) =>
    (await call(employees.link, { params: { id }, body: { orgId } })).json.data,
});

/** The data provider as the employee screens (and the home page's counts) see it. */
export type EmployeesDataProvider = DataProvider & ReturnType<typeof employeeExtraCalls>;
