import { Box, LinearProgress } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { CardGrid } from './CardGrid';
import { ColumnChooserDialog } from './ColumnChooserDialog';
import { withColumnShown, withColumnWidth, withView, resolveColumns } from './preferences';
import { TableListView } from './TableListView';
import { TablePagination } from './TablePagination';
import { TableToolbar } from './TableToolbar';
import type { CardInfo, CellContext, RowAction, TableColumn } from './types';
import { useSelectionFollowsQuery } from './useSelectionFollowsQuery';
import { useTablePreferences } from './useTablePreferences';
import { filterKeyOf } from './columnFilters';

export type LiasseTableProps<T extends RaRecord> = {
  /** Names the list in the user's stored choices (columns, widths, view). */
  name: string;
  /**
   * The table's accessible name, as a message key, where the resource's name does not say it (a
   * page with two tables: a subscription's runs and items); its pager is then named after it too.
   */
  labelKey?: string;
  columns: TableColumn<T>[];
  /** Where a click on a row goes. */
  rowClick?: (record: T) => string;
  /** What a click on a row opens in place (a dialog), instead of a page of its own. */
  onOpen?: (record: T) => void;
  /**
   * Details too long for a cell (a message's text), shown under the row when it is clicked,
   * instead of a page of their own; a card shows them on its back.
   */
  expand?: (record: T) => ReactNode;
  /** The row's actions: the action column's menu, and the card's back. */
  actions?: (record: T) => RowAction[];
  /** Labelled info on a card's back; by default the columns the user hid. */
  cardBack?: (record: T, context: CellContext) => CardInfo[];
};

/**
 * The table every list uses (spec section 2, 'Tables'), inside react-admin's `<List>` (give it
 * `pagination={false}`: the table has its own). It reads rows, paging, sort, filters and the
 * selection from the list context (cleared when other rows show); the user's column and view
 * choices persist per user and list.
 */
export const LiasseTable = <T extends RaRecord>(props: LiasseTableProps<T>) => {
  // The parts work on any record; the list's own type ends here.
  const { name, labelKey, rowClick, onOpen, actions, cardBack, expand } =
    props as unknown as LiasseTableProps<RaRecord>;
  const columns = props.columns as unknown as TableColumn<RaRecord>[];
  const translate = useTranslate();
  const resource = useResourceContext();
  const { data, total, error, isFetching, filterValues } = useListContext();
  const [preferences, update] = useTablePreferences(name);
  const [chooserOpen, setChooserOpen] = useState(false);
  useSelectionFollowsQuery();
  const canSearch = columns.some((column) => column.search);
  const [searchOpen, setSearchOpen] = useState(() =>
    columns.some((column) => column.search && filterValues?.[filterKeyOf(column)] !== undefined),
  );

  // Spec section 4: a list that fails to load is empty, on one page.
  const rows = error ? [] : (data ?? []);
  const count = error ? 0 : (total ?? 0);
  const resolved = resolveColumns(columns, preferences);
  const shown = resolved.filter((column) => column.shown);
  const label = labelKey ? translate(labelKey) : translate(`resources.${resource}.name`, { smart_count: 2, _: name });

  return (
    <Box>
      <TableToolbar
        view={preferences.view}
        onViewChange={(view) => update((current) => withView(current, view))}
        canSearch={canSearch}
        searchOpen={searchOpen}
        onSearchToggle={() => setSearchOpen(!searchOpen)}
        onChooseColumns={() => setChooserOpen(true)}
      />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('liasse.loading')} />}</Box>
      {preferences.view === 'grid' ? (
        <CardGrid
          rows={rows}
          shown={shown}
          hidden={resolved.filter((column) => !column.shown)}
          actions={actions}
          cardBack={cardBack}
        />
      ) : (
        <TableListView
          name={name}
          label={label}
          rows={rows}
          columns={columns}
          shown={shown}
          searchOpen={searchOpen}
          onResize={(column, width) => update((current) => withColumnWidth(current, column, width))}
          rowClick={rowClick}
          onOpen={onOpen}
          actions={actions}
          expand={expand}
        />
      )}
      <TablePagination total={count} tableLabel={labelKey && label} />
      <ColumnChooserDialog
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        columns={resolved}
        onToggle={(source, value) => update((current) => withColumnShown(current, source, value))}
      />
    </Box>
  );
};
