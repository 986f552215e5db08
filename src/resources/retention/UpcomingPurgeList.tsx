import { Chip, MenuItem, TextField } from '@mui/material';
import { TopToolbar, useListContext, useTranslate } from 'react-admin';
import { UPCOMING_PURGE_WINDOWS } from '../../../common/retention';
import { formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { HoldButton } from './HoldButton';
import { PurgeNowButton } from './PurgeNowButton';
import { t } from './name';

type UpcomingPurge = {
  id: string;
  fileName: string;
  docType: string;
  orgName: string;
  retainUntil: string;
  held: boolean;
};
const field = t.under('fields');

const COLUMNS: TableColumn<UpcomingPurge>[] = [
  { source: 'fileName', labelKey: field('fileName'), width: 260 },
  {
    source: 'docType',
    labelKey: field('docType'),
    width: 150,
    render: (doc, { translate }) => translate(`liasse.doc_types.${doc.docType}`),
  },
  { source: 'orgName', labelKey: field('orgName'), width: 200 },
  {
    source: 'retainUntil',
    labelKey: field('retainUntil'),
    width: 140,
    sortable: true,
    render: (doc, { locale }) => formatDay(doc.retainUntil, locale),
  },
  {
    source: 'held',
    labelKey: field('held'),
    width: 140,
    render: (doc, { translate }) =>
      doc.held ? (
        <Chip size="small" color="warning" label={translate(t('held'))} />
      ) : (
        <HoldButton id={doc.id} fileName={doc.fileName} />
      ),
  },
];

/** How far ahead the list looks: what the purge would delete today, or what comes within a month, a quarter, a year. */
const WindowSelect = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={translate(t('window'))}
      value={String(filterValues.withinDays ?? '0')}
      onChange={(event) => setFilters({ ...filterValues, withinDays: event.target.value })}
      sx={{ minWidth: 200 }}
    >
      {UPCOMING_PURGE_WINDOWS.map((days) => (
        <MenuItem key={days} value={days}>
          {translate(t(`windows.${days}`))}
        </MenuItem>
      ))}
    </TextField>
  );
};

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    <WindowSelect />
    <PurgeNowButton />
  </TopToolbar>
);

/**
 * The documents whose retention day comes within the window chosen, soonest first: those a legal
 * hold keeps say so, the others can be held; "purge now" deletes what is due and not held.
 */
export const UpcomingPurgeList = () => (
  <TableList
    actions={<Actions />}
    empty={false}
    filterDefaultValues={{ withinDays: '90' }}
    sort={{ field: 'retainUntil', order: 'ASC' }}
  >
    <LiasseTable<UpcomingPurge> name="retention" columns={COLUMNS} />
  </TableList>
);
