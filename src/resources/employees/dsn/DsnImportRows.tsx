import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DsnRowKind, TDsnImportRow } from '../../../../common/schemas/dsnImports';
import { t as employeeKey } from '../name';

const t = employeeKey.under('dsn');
export const ROWS_PER_PAGE = 20;

const Changes = ({ row }: { row: TDsnImportRow }) => {
  const translate = useTranslate();
  return (
    <>
      {row.changes.map((change) => (
        <div key={change.field}>
          {translate(t.entry('field', change.field))} : {change.old ?? '—'} → {change.new ?? '—'}
        </div>
      ))}
    </>
  );
};

const Errors = ({ row }: { row: TDsnImportRow }) => {
  const translate = useTranslate();
  return (
    <>
      {row.errors.map((error, index) => (
        <div key={index}>
          {translate(t('column.line'))} {error.line} : {translate(t.entry('line_error', error.code), { _: error.code })}
          {error.rubric ? ` (${error.rubric})` : ''}
        </div>
      ))}
    </>
  );
};

/** One page of one of the preview's lists: who, and what changes (or what is wrong). */
export const DsnImportRows = ({
  kind,
  rows,
  count,
  page,
  onPage,
}: {
  kind: DsnRowKind;
  rows: TDsnImportRow[];
  count: number;
  page: number;
  onPage: (page: number) => void;
}) => {
  const translate = useTranslate();
  if (count === 0) return <Typography sx={{ p: 2 }}>{translate(t('empty'))}</Typography>;
  const detail = kind === 'ERROR' ? 'errors' : kind === 'UPDATE' || kind === 'LEAVING' ? 'changes' : null;
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['line', 'name', 'registrationNumber', 'socialSecurityNumber', 'siret', ...(detail ? [detail] : [])].map(
                (column) => (
                  <TableCell key={column}>{translate(t.entry('column', column))}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{[row.lastName, row.firstName].filter(Boolean).join(' ')}</TableCell>
                <TableCell>{row.registrationNumber}</TableCell>
                <TableCell>{row.socialSecurityNumber}</TableCell>
                <TableCell>{row.siret}</TableCell>
                {detail && <TableCell>{detail === 'errors' ? <Errors row={row} /> : <Changes row={row} />}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page - 1}
        onPageChange={(_event, next) => onPage(next + 1)}
        rowsPerPage={ROWS_PER_PAGE}
        rowsPerPageOptions={[ROWS_PER_PAGE]}
        // MUI's own words are English: the portal's language instead.
        labelDisplayedRows={({ from, to, count: total }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
        }
        getItemAriaLabel={(type) => translate(`liasse.table.${type}_page`)}
      />
    </>
  );
};
