import { List, SearchInput, type ListProps } from 'react-admin';
import { DEFAULT_PER_PAGE } from './paging';

const QUICK_SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * react-admin's List as every table-kit list uses it: the quick search `q`, no export, and the
 * table's own page size and pagination (LiasseTable draws them). Anything else is the list's own.
 */
export const TableList = (props: ListProps) => (
  <List filters={QUICK_SEARCH} exporter={false} perPage={DEFAULT_PER_PAGE} pagination={false} {...props} />
);
