import { Table, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { ColumnSearchRow } from './ColumnSearchRow';
import { stickyColumnsSx } from './stickyColumns';
import { TableHeader } from './TableHeader';
import { TableRows } from './TableRows';
import type { ResolvedColumn, RowAction, TableColumn } from './types';
import { useColumnResize } from './useColumnResize';
import { useRowSelection } from './useRowSelection';

type Props = {
  name: string;
  label: string;
  rows: RaRecord[];
  columns: TableColumn<RaRecord>[];
  shown: ResolvedColumn<RaRecord>[];
  searchOpen: boolean;
  onResize: (column: ResolvedColumn<RaRecord>, width: number) => void;
  rowClick?: (record: RaRecord) => string;
  onOpen?: (record: RaRecord) => void;
  actions?: (record: RaRecord) => RowAction[];
  expand?: (record: RaRecord) => ReactNode;
};

/**
 * The list view: a fixed-layout table whose columns keep exactly their widths; a last, empty
 * column takes what is left of the page, and a table wider than the page scrolls sideways in its
 * own frame, the row's checkbox, first column and actions staying in sight.
 */
export const TableListView = ({
  name,
  label,
  rows,
  columns,
  shown,
  searchOpen,
  onResize,
  rowClick,
  onOpen,
  actions,
  expand,
}: Props) => {
  const selection = useRowSelection(rows.map((record) => record.id));
  const resize = useColumnResize(onResize);
  return (
    // Sized by the page, not by its columns: a wide table scrolls instead of widening the page;
    // positioned, so that the absolutely placed parts of its cells (resize handles, hidden labels) scroll with it.
    <TableContainer sx={(theme) => ({ contain: 'inline-size', position: 'relative', ...stickyColumnsSx(theme) })}>
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', width: '100%' }}>
        <TableHeader columns={shown} selection={selection} resize={resize} hasActions={Boolean(actions)}>
          {searchOpen && <ColumnSearchRow columns={columns} shown={shown} hasActions={Boolean(actions)} />}
        </TableHeader>
        <TableRows
          name={name}
          rows={rows}
          columns={shown}
          selection={selection}
          resize={resize}
          rowClick={rowClick}
          onOpen={onOpen}
          actions={actions}
          expand={expand}
        />
      </Table>
    </TableContainer>
  );
};
