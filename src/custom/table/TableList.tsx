import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { ListBase, ListView, Loading, SearchInput, type ListProps } from 'react-admin';
import { DrawnFilterWrites } from './DrawnFilterWrites';
import { DEFAULT_PER_PAGE } from './paging';

const QUICK_SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * No list widens the page: the list's column may shrink below its toolbars' width (they wrap) and
 * its table scrolls in its own frame. On a narrow screen the aside (a panel's button) goes above
 * the list, at its right, instead of beside a table that already has too little room.
 */
const fitsThePage = (theme: Theme) =>
  ({
    '& .RaList-main': { minWidth: 0 },
    // The list's actions (react-admin's TopToolbar, which has no class name of its own).
    '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap' },
    '& .liasse-list-aside': { flexShrink: 0 },
    [theme.breakpoints.down('md')]: {
      flexDirection: 'column',
      '& .liasse-list-aside': { order: -1, alignSelf: 'flex-end' },
    },
  }) as const;

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
  aside,
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
      <ListView
        filters={QUICK_SEARCH}
        exporter={false}
        pagination={false}
        aside={aside && <Box className="liasse-list-aside">{aside}</Box>}
        {...view}
        sx={fitsThePage}
      />
    </DrawnFilterWrites>
  </ListBase>
);
