import { Chip, Stack } from '@mui/material';
import { CreateButton, TopToolbar } from 'react-admin';
import type { TPartnershipGroup } from '../../../common/schemas/partnerships';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { PARTNERSHIP_GROUPS } from './name';

const COLUMNS: TableColumn<TPartnershipGroup>[] = [
  { source: 'name', labelKey: `resources.${PARTNERSHIP_GROUPS}.fields.name`, sortable: true, width: 240 },
  {
    source: 'partnerships',
    labelKey: `resources.${PARTNERSHIP_GROUPS}.fields.partnershipIds`,
    width: 480,
    render: (group) =>
      group.partnerships.length === 0 ? null : (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {group.partnerships.map((partnership) => (
            <Chip key={partnership.id} size="small" label={partnership.name} />
          ))}
        </Stack>
      ),
  },
];

/** /partnership/groups. */
export const PartnershipGroupList = () => (
  <TableList
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
    empty={false}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <LiasseTable
      name="partnershipGroups"
      columns={COLUMNS}
      rowClick={(group) => `/${PARTNERSHIP_GROUPS}/show/${group.id}`}
    />
  </TableList>
);
