import { Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { DayField } from '../forms/dates/DayField';
import { applyDraft, draftOf, type ColumnFilterDraft, type DateRange } from './columnFilters';
import { ReferenceColumnSearch } from './ReferenceColumnSearch';
import { STICKY } from './stickyColumns';
import type { ResolvedColumn, TableColumn } from './types';

type Props = { columns: TableColumn<RaRecord>[]; shown: ResolvedColumn<RaRecord>[]; hasActions: boolean };

const inputSx = { '& .MuiInputBase-input': { py: '4px', px: '6px', fontSize: '0.875rem' } } as const;

/**
 * The per-column search under the header. Enter in any input applies every column's search at
 * once (a select applies as soon as it changes); the list's other filters, the quick search `q`
 * among them, stay as they are.
 */
export const ColumnSearchRow = ({ columns, shown, hasActions }: Props) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = draftOf(columns, filterValues);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState<ColumnFilterDraft>(applied);
  // A filter changed elsewhere (cleared, or from the address) shows here too.
  useEffect(() => setDraft(JSON.parse(appliedKey)), [appliedKey]);

  const apply = (next: ColumnFilterDraft) => setFilters(applyDraft(columns, filterValues, next), displayedFilters);
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(draft);
  };
  const set = (source: string, value: ColumnFilterDraft[string]) =>
    setDraft((current) => ({ ...current, [source]: value }));

  return (
    <TableRow>
      <TableCell padding="none" className={STICKY.select} />
      {shown.map(({ column }, index) => {
        const label = translate(column.labelKey);
        const search = column.search;
        const cell = (content: ReactNode) => (
          <TableCell
            key={column.source}
            className={index === 0 ? STICKY.first : undefined}
            sx={{ py: '4px', pl: '5px', pr: '5px' }}
          >
            {content}
          </TableCell>
        );
        if (!search) return cell(null);
        if (search.type === 'text') {
          return cell(
            <TextField
              size="small"
              fullWidth
              sx={inputSx}
              value={draft[column.source] ?? ''}
              onChange={(event) => set(column.source, event.target.value)}
              onKeyDown={onEnter}
              slotProps={{ htmlInput: { 'aria-label': translate('liasse.table.search_by', { column: label }) } }}
            />,
          );
        }
        if (search.type === 'dateRange') {
          const range = (draft[column.source] ?? {}) as DateRange;
          const end = (key: keyof DateRange, labelKey: string) => (
            <DayField
              size="small"
              fullWidth
              sx={inputSx}
              value={range[key] ?? ''}
              onChange={(day) => set(column.source, { ...range, [key]: day ?? '' })}
              onKeyDown={onEnter}
              ariaLabel={translate(labelKey, { column: label })}
            />
          );
          return cell(
            <Stack spacing={0.5}>
              {end('start', 'liasse.table.date_start')}
              {end('end', 'liasse.table.date_end')}
            </Stack>,
          );
        }
        const choose = (value: string) => {
          const next = { ...draft, [column.source]: value };
          setDraft(next);
          apply(next);
        };
        if (search.type === 'reference') {
          return cell(
            <ReferenceColumnSearch
              reference={search.reference}
              value={(draft[column.source] as string | undefined) ?? ''}
              onChange={choose}
              label={label}
            />,
          );
        }
        return cell(
          <TextField
            select
            size="small"
            fullWidth
            sx={inputSx}
            value={draft[column.source] ?? ''}
            onChange={(event) => choose(event.target.value)}
            onKeyDown={onEnter}
            slotProps={{
              select: { native: true },
              htmlInput: { 'aria-label': translate('liasse.table.search_by', { column: label }) },
            }}
          >
            <option value="">{translate('liasse.table.select_filter')}</option>
            {search.options.map((option) => (
              <option key={option.value} value={option.value}>
                {translate(option.labelKey)}
              </option>
            ))}
          </TextField>,
        );
      })}
      {hasActions && <TableCell padding="none" className={STICKY.actions} />}
      <TableCell padding="none" aria-hidden />
    </TableRow>
  );
};
