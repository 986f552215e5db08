import { useGetList } from 'react-admin';
import { EMPLOYEES } from '../employees/name';

export type Choice = { id: string; label: string };

/** How an employee is named in the document screens' pickers. */
export const employeeLabel = (employee: { firstName: string; lastName: string }) =>
  `${employee.lastName} ${employee.firstName}`;

/** A search-as-you-type choice among a resource's records (organisations, employees). */
export const useRecordChoices = (
  resource: string,
  search: string,
  filter: Record<string, unknown>,
  label: (record: never) => string,
): Choice[] => {
  const { data = [] } = useGetList(resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: resource === EMPLOYEES ? 'lastName' : 'name', order: 'ASC' },
    filter: { q: search, ...filter },
  });
  return data.map((record) => ({ id: String(record.id), label: label(record as never) }));
};
