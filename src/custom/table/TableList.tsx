import { ListBase, ListView, Loading, SearchInput, type ListProps } from 'react-admin';
import { DrawnFilterWrites } from './DrawnFilterWrites';
import { DEFAULT_PER_PAGE } from './paging';

const QUICK_SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * react-admin's List as every table-kit list uses it: the quick search `q`, no export, the table's
 * own page size and pagination (LiasseTable draws them), and filter writes that do not undo each
 * other. It is List's own composition (ListBase around ListView) with DrawnFilterWrites between.
 */
export const TableList = ({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  filter,
  filterDefaultValues,
  queryOptions,
  resource,
  sort,
  storeKey,
  perPage = DEFAULT_PER_PAGE,
  ...view
}: ListProps) => (
  <ListBase
    debounce={debounce}
    disableAuthentication={disableAuthentication}
    disableSyncWithLocation={disableSyncWithLocation}
    exporter={false}
    filter={filter}
    filterDefaultValues={filterDefaultValues}
    perPage={perPage}
    queryOptions={queryOptions}
    resource={resource}
    sort={sort}
    storeKey={storeKey}
    authLoading={<Loading />}
    // As in List: ListView shows the offline state inside its frame.
    offline={false}
  >
    <DrawnFilterWrites>
      <ListView filters={QUICK_SEARCH} exporter={false} pagination={false} {...view} />
    </DrawnFilterWrites>
  </ListBase>
);
