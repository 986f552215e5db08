import { Chip } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { USERS, t } from './name';

type UserRow = { id: string; login: string; blocked: boolean };

const field = t.under('fields');

// The users search takes only {search, limit, page}: no column search, no sort.
const COLUMNS: TableColumn<UserRow>[] = [
  { source: 'lastName', labelKey: field('lastName'), width: 160 },
  { source: 'firstName', labelKey: field('firstName'), width: 160 },
  { source: 'login', labelKey: field('login'), width: 160 },
  { source: 'email', labelKey: field('email'), width: 240 },
  { source: 'userOrg.name', labelKey: field('userOrgId'), width: 200 },
  {
    source: 'blocked',
    labelKey: field('blocked'),
    width: 120,
    render: (user, { translate }) =>
      user.blocked ? (
        <Chip size="small" color="error" label={translate('resources.admin/rights/users.blocked')} />
      ) : null,
  },
];

export const UserList = () => {
  // Users whose features do not open a user's edit see the list only.
  const { canAccess: canEdit } = useCanAccess({ resource: USERS, action: 'edit' });
  return (
    <TableList sort={{ field: 'name', order: 'ASC' }}>
      <LiasseTable
        name="users"
        columns={COLUMNS}
        rowClick={canEdit ? (user) => `/${USERS}/${user.id}/edit` : undefined}
      />
    </TableList>
  );
};
