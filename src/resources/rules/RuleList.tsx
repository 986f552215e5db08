import { Chip, Stack } from '@mui/material';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { RULES, t } from './name';

type Named = { id: string; name: string };
type RuleRow = { id: string; name: string; users: Named[]; groups: Named[]; features: string[] };

const chips = (items: Named[]) =>
  items.length === 0 ? null : (
    <Stack direction="row" spacing={0.5}>
      {items.map((item) => (
        <Chip key={item.id} size="small" label={item.name} />
      ))}
    </Stack>
  );

const field = t.under('fields');

// The rules search takes only {search, limit, page}: no column search, no sort.
const COLUMNS: TableColumn<RuleRow>[] = [
  { source: 'name', labelKey: field('name'), width: 220 },
  { source: 'users', labelKey: field('userIds'), width: 260, render: (rule) => chips(rule.users) },
  { source: 'groups', labelKey: field('userGroupIds'), width: 260, render: (rule) => chips(rule.groups) },
  { source: 'features', labelKey: field('features'), width: 100, render: (rule) => String(rule.features.length) },
];

export const RuleList = () => (
  <TableList>
    <LiasseTable name="rules" columns={COLUMNS} rowClick={(rule) => `/${RULES}/${rule.id}`} />
  </TableList>
);
