import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { clampPage, pageCount, PER_PAGE_CHOICES } from './paging';

/**
 * First / previous / next / last, the total count, 'page x of y' and the page size (spec
 * section 4). A page past the last one (rows removed, a smaller total) moves to the last one.
 * Named after its table when the page has several (`tableLabel`), so that each landmark is one.
 * The total is the list's own unless given (a table that shows a failed load as empty). A total
 * the server did not count to the end (`countCapped` in the answer's meta) reads "more than": next
 * goes on while there are rows, and the last page is reached by reversing the sort.
 */
export const TablePagination = ({ total: shownTotal, tableLabel }: { total?: number; tableLabel?: string }) => {
  const translate = useTranslate();
  const perPageId = useId();
  const { page, perPage, setPage, setPerPage, isPending, isFetching, total: listTotal, error, meta } = useListContext();
  const total = shownTotal ?? (error ? 0 : (listTotal ?? 0));
  const capped = !error && Boolean((meta as { countCapped?: boolean } | undefined)?.countCapped);
  const countedPages = pageCount(total, perPage);
  // One page past those counted, while the count is a floor: "next" stays on.
  const pages = countedPages + (capped ? 1 : 0);
  const current = clampPage(page, pages);
  useEffect(() => {
    if (!isPending && !isFetching && page !== current) setPage(current);
  }, [isPending, isFetching, page, current, setPage]);

  const choices = PER_PAGE_CHOICES.includes(perPage as never) ? PER_PAGE_CHOICES : [...PER_PAGE_CHOICES, perPage];
  const go = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <IconButton size="small" aria-label={translate(label)} disabled={disabled} onClick={() => setPage(target)}>
      {icon}
    </IconButton>
  );
  return (
    <Stack
      component="nav"
      aria-label={
        tableLabel
          ? translate('liasse.table.pagination_of', { table: tableLabel })
          : translate('liasse.table.pagination')
      }
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', px: 1, py: 1 }}
    >
      <Typography variant="body2" sx={{ mr: 'auto' }} data-testid="table-total">
        {translate(capped ? 'liasse.table.total_more_than' : 'liasse.table.total', { smart_count: total })}
      </Typography>
      <Typography variant="body2" component="label" htmlFor={perPageId}>
        {translate('liasse.table.per_page')}
      </Typography>
      <TextField
        select
        variant="standard"
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        slotProps={{ select: { native: true }, htmlInput: { id: perPageId } }}
        sx={{ width: 'auto' }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
      {go('liasse.table.first_page', 1, current <= 1, <FirstPageIcon />)}
      {go('liasse.table.previous_page', current - 1, current <= 1, <NavigateBeforeIcon />)}
      <Typography variant="body2" aria-live="polite">
        {capped
          ? translate('liasse.table.page_of_more_than', { page: current, pages: countedPages })
          : translate('liasse.table.page_of', { page: current, pages })}
      </Typography>
      {go('liasse.table.next_page', current + 1, current >= pages, <NavigateNextIcon />)}
      {go('liasse.table.last_page', pages, capped || current >= pages, <LastPageIcon />)}
    </Stack>
  );
};
