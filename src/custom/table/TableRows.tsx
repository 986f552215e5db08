import { Box, ButtonBase, Checkbox, TableBody, TableCell, TableRow } from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { useLocaleState, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { cellContent } from './cellValue';
import { CELL_CONTENT_INSET } from './layout';
import { RowActionsMenu } from './RowActionsMenu';
import { STICKY } from './stickyColumns';
import type { ResolvedColumn, RowAction } from './types';
import type { useColumnResize } from './useColumnResize';
import type { useRowSelection } from './useRowSelection';

type Props = {
  name: string;
  rows: RaRecord[];
  columns: ResolvedColumn<RaRecord>[];
  selection: ReturnType<typeof useRowSelection>;
  resize: ReturnType<typeof useColumnResize>;
  rowClick?: (record: RaRecord) => string;
  onOpen?: (record: RaRecord) => void;
  actions?: (record: RaRecord) => RowAction[];
  expand?: (record: RaRecord) => ReactNode;
};

/**
 * The list view's rows: checkbox, the shown columns' cells, the actions. A click opens the row's
 * page (or its dialog, with `onOpen`), or, for a list with `expand`, shows or hides the row's details in a full-width row under it.
 */
export const TableRows = ({ name, rows, columns, selection, resize, rowClick, onOpen, actions, expand }: Props) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<Identifier>>(new Set());
  const toggle = (id: Identifier) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const span = columns.length + (actions ? 3 : 2);
  if (rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={span} sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {translate('liasse.table.no_results')}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((record) => {
        const selected = selection.isSelected(record.id);
        const isExpanded = expand ? expanded.has(record.id) : undefined;
        const detailsId = `${name}-details-${record.id}`;
        const open = expand
          ? () => toggle(record.id)
          : onOpen
            ? () => onOpen(record)
            : rowClick
              ? () => navigate(rowClick(record))
              : undefined;
        const opens = Boolean(onOpen ?? rowClick) && !expand;
        return (
          <Fragment key={record.id}>
            <TableRow
              hover
              selected={selected}
              onClick={open}
              onKeyDown={(event) => {
                if (opens && event.key === 'Enter' && event.target === event.currentTarget) open?.();
              }}
              tabIndex={opens ? 0 : undefined}
              sx={{ cursor: open ? 'pointer' : undefined }}
            >
              <TableCell padding="none" className={STICKY.select} onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  size="small"
                  sx={{ p: '4px' }}
                  checked={selected}
                  onChange={(event) => selection.clickRow(record.id, (event.nativeEvent as MouseEvent).shiftKey)}
                  slotProps={{
                    input: { id: `${name}-row-${record.id}`, 'aria-label': translate('liasse.table.select_row') },
                  }}
                />
              </TableCell>
              {columns.map((resolved, index) => {
                const box = {
                  width: resize.widthOf(resolved) - CELL_CONTENT_INSET,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                } as const;
                const content = cellContent(resolved.column, record, { translate, locale });
                return (
                  <TableCell
                    key={resolved.column.source}
                    className={index === 0 ? STICKY.first : undefined}
                    sx={{ py: 1, pl: `${CELL_CONTENT_INSET}px`, pr: 0 }}
                  >
                    {expand && index === 0 ? (
                      // A row may not say it is expanded (ARIA allows that in tree grids only): the first
                      // cell's content is the disclosure button that does; a click on the row toggles it too.
                      <ButtonBase
                        aria-expanded={isExpanded}
                        aria-controls={isExpanded ? detailsId : undefined}
                        onClick={(event) => {
                          event.stopPropagation();
                          open?.();
                        }}
                        sx={{ ...box, display: 'block', textAlign: 'left', font: 'inherit' }}
                      >
                        {content}
                      </ButtonBase>
                    ) : (
                      <Box sx={box}>{content}</Box>
                    )}
                  </TableCell>
                );
              })}
              {actions && (
                <TableCell padding="none" className={STICKY.actions} onClick={(event) => event.stopPropagation()}>
                  <RowActionsMenu actions={actions(record)} />
                </TableCell>
              )}
              <TableCell padding="none" aria-hidden />
            </TableRow>
            {expand && isExpanded && (
              <TableRow id={detailsId}>
                <TableCell colSpan={span} sx={{ bgcolor: 'background.default' }}>
                  {expand(record)}
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </TableBody>
  );
};
