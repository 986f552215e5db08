import { Chip, Stack } from '@mui/material';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { GROUPS } from './name';

type GroupRow = { id: string; name: string; users: { id: string; name: string }[] };

// The groups search takes only {search, limit, page}: no column search, no sort.
const COLUMNS: TableColumn<GroupRow>[] = [
  { source: 'name', labelKey: `resources.${GROUPS}.fields.name`, width: 240 },
  {
    source: 'users',
    labelKey: `resources.${GROUPS}.fields.userIds`,
    width: 480,
    render: (group) =>
      group.users.length === 0 ? null : (
        <Stack direction="row" spacing={0.5}>
          {group.users.map((user) => (
            <Chip key={user.id} size="small" label={user.name} />
          ))}
        </Stack>
      ),
  },
];

export const GroupList = () => (
  <TableList>
    <LiasseTable name="groups" columns={COLUMNS} rowClick={(group) => `/${GROUPS}/${group.id}/edit`} />
  </TableList>
);
