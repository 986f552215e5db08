import { Box, Checkbox, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ColumnResizeHandle } from './ColumnResizeHandle';
import { ACTION_COLUMN_WIDTH, CHECKBOX_COLUMN_WIDTH, VISUALLY_HIDDEN } from './layout';
import { STICKY } from './stickyColumns';
import type { ResolvedColumn } from './types';
import type { useColumnResize } from './useColumnResize';
import type { useRowSelection } from './useRowSelection';

type Props = {
  columns: ResolvedColumn<RaRecord>[];
  selection: ReturnType<typeof useRowSelection>;
  resize: ReturnType<typeof useColumnResize>;
  hasActions: boolean;
  /** The column search row, under the labels. */
  children?: ReactNode;
};

/** The header: select-all checkbox, the shown columns' labels (sortable ones sort) with their resize grips. */
export const TableHeader = ({ columns, selection, resize, hasActions, children }: Props) => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  return (
    <TableHead>
      <TableRow>
        <TableCell padding="none" className={STICKY.select} sx={{ width: CHECKBOX_COLUMN_WIDTH }}>
          <Checkbox
            size="small"
            sx={{ p: '4px' }}
            checked={selection.allSelected}
            indeterminate={selection.someSelected && !selection.allSelected}
            onChange={selection.clickAll}
            slotProps={{ input: { 'aria-label': translate('liasse.table.select_all') } }}
          />
        </TableCell>
        {columns.map((resolved, index) => {
          const { column } = resolved;
          const label = translate(column.labelKey);
          const width = resize.widthOf(resolved);
          const active = sort?.field === column.source;
          const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
          return (
            <TableCell
              key={column.source}
              className={index === 0 ? STICKY.first : undefined}
              data-column={column.source}
              aria-label={label}
              aria-sort={column.sortable && active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
              sx={{
                width,
                position: 'relative',
                py: 1,
                pl: '5px',
                pr: '10px',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
              }}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={active}
                  direction={direction}
                  onClick={() =>
                    setSort({ field: column.source, order: active && direction === 'asc' ? 'DESC' : 'ASC' })
                  }
                  aria-label={translate('liasse.table.sort_by', { column: label })}
                >
                  {label}
                </TableSortLabel>
              ) : (
                label
              )}
              <ColumnResizeHandle
                label={translate('liasse.table.resize', { column: label })}
                width={width}
                {...resize.handleProps(resolved)}
              />
            </TableCell>
          );
        })}
        {hasActions && (
          <TableCell padding="none" className={STICKY.actions} sx={{ width: ACTION_COLUMN_WIDTH }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {translate('liasse.table.actions')}
            </Box>
          </TableCell>
        )}
        <TableCell padding="none" aria-hidden />
      </TableRow>
      {children}
    </TableHead>
  );
};
