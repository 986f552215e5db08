import { Chip } from '@mui/material';
import type { TLegalHold } from '../../../common/schemas/retention';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { holdKeys } from './name';
import { ReleaseHoldButton } from './ReleaseHoldButton';

const field = holdKeys.under('fields');

const COLUMNS: TableColumn<TLegalHold>[] = [
  {
    source: 'scope',
    labelKey: field('scope'),
    width: 140,
    render: (hold, { translate }) => translate(holdKeys.entry('scopes', hold.scope)),
  },
  {
    source: 'targetName',
    labelKey: field('targetName'),
    width: 260,
    render: (hold, { translate }) => hold.targetName ?? translate(holdKeys('deleted')),
  },
  { source: 'reason', labelKey: field('reason'), width: 260 },
  { source: 'setBy', labelKey: field('setBy'), width: 180 },
  {
    source: 'setAt',
    labelKey: field('setAt'),
    width: 160,
    render: (hold, { locale }) => formatDateTime(hold.setAt, locale),
  },
  {
    source: 'releasedAt',
    labelKey: field('state'),
    width: 260,
    render: (hold, { translate, locale }) =>
      hold.releasedAt ? (
        translate(holdKeys('released'), { date: formatDay(hold.releasedAt, locale), name: hold.releasedBy })
      ) : (
        <>
          <Chip size="small" color="warning" label={translate(holdKeys('active'))} sx={{ mr: 1 }} />
          <ReleaseHoldButton id={hold.id} name={hold.targetName ?? translate(holdKeys('deleted'))} />
        </>
      ),
  },
];

/** The legal holds on what the user sees, active first, each with its reason and who set it; an active one is released here. */
export const LegalHoldList = () => (
  <TableList empty={false}>
    <LiasseTable<TLegalHold> name="legal-holds" columns={COLUMNS} />
  </TableList>
);
