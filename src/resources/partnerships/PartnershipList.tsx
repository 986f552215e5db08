import EditIcon from '@mui/icons-material/Edit';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { PARTNERSHIP_STATUSES } from '../../../common/partnershipLifecycle';
import type { TPartnership } from '../../../common/schemas/partnerships';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { PARTNERSHIP_GROUPS } from '../partnershipGroups/name';
import { PARTNERSHIPS, t } from './name';
import { PartnershipStatusChip } from './PartnershipStatusChip';

const field = t.under('fields');

const COLUMNS: TableColumn<TPartnership>[] = [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 200 },
  { source: 'siret', labelKey: field('siret'), search: { type: 'text' }, sortable: true, width: 135 },
  { source: 'orgName', labelKey: field('orgName'), width: 150 },
  {
    source: 'status',
    labelKey: field('status'),
    width: 190,
    sortable: true,
    search: {
      type: 'select',
      options: PARTNERSHIP_STATUSES.map((value) => ({ value, labelKey: `resources.${PARTNERSHIPS}.status.${value}` })),
    },
    render: (partnership) => <PartnershipStatusChip status={partnership.status} />,
  },
  { source: 'groupName', labelKey: field('groupName'), width: 140 },
  { source: 'email', labelKey: field('email'), width: 180 },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 130,
    search: { type: 'dateRange' },
    sortable: true,
    render: (partnership, { locale }) => formatDay(partnership.createdAt, locale),
  },
];

const cardBack = (partnership: TPartnership, { locale }: CellContext): CardInfo[] => [
  { labelKey: field('siret'), value: partnership.siret },
  { labelKey: field('status'), value: <PartnershipStatusChip status={partnership.status} /> },
  { labelKey: field('createdAt'), value: formatDateTime(partnership.createdAt, locale, 'long') },
];

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={`/${PARTNERSHIP_GROUPS}`} size="small" startIcon={<GroupWorkIcon />}>
        {translate(`resources.${PARTNERSHIPS}.actions.groups`)}
      </Button>
      <Button component={Link} to={`/${PARTNERSHIPS}/finalize`} size="small" startIcon={<TaskAltIcon />}>
        {translate(`resources.${PARTNERSHIPS}.actions.finalize`)}
      </Button>
      <CreateButton />
    </TopToolbar>
  );
};

/** The group filter: the groups come from the server, so it sits beside the quick search. */
const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="groupId" source="groupId" reference={PARTNERSHIP_GROUPS} alwaysOn>
    <AutocompleteInput optionText="name" label={field('groupId')} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

/** /partnership: the partnerships the user may see, filtered by status and group on the server. */
export const PartnershipList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: PARTNERSHIPS, action: 'edit' });
  const showPath = (partnership: TPartnership) => `/${PARTNERSHIPS}/show/${partnership.id}`;
  return (
    <TableList filters={FILTERS} actions={<ListActions />} empty={false} sort={{ field: 'name', order: 'ASC' }}>
      <LiasseTable
        name="partnerships"
        columns={COLUMNS}
        rowClick={canEdit ? showPath : undefined}
        actions={(partnership) =>
          canEdit
            ? [
                {
                  key: 'edit',
                  labelKey: 'ra.action.edit',
                  path: showPath(partnership),
                  icon: <EditIcon fontSize="small" />,
                },
              ]
            : []
        }
        cardBack={cardBack}
      />
    </TableList>
  );
};
