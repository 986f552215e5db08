import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CreateButton, TopToolbar, useCanAccess, useCreatePath } from 'react-admin';
import { formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import type { EmployeeGroupRecord } from './calls';
import { EMPLOYEE_GROUPS, t } from './name';

const field = t.under('fields');

const COLUMNS: TableColumn<EmployeeGroupRecord>[] = [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 240 },
  {
    source: 'organization',
    labelKey: field('orgId'),
    width: 220,
    render: (group) => group.organization.name,
  },
  { source: 'employeeCount', labelKey: field('employeeCount'), width: 140 },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 140,
    sortable: true,
    render: (group, { locale }) => formatDay(group.createdAt, locale),
  },
];

// The button shows only to users whose features open the creation (the resource's descriptor).
const EmployeeGroupListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** /employee-groups: the groups of the organisations the user sees, with the number of their employees. */
export const EmployeeGroupList = () => {
  const createPath = useCreatePath();
  const resource = EMPLOYEE_GROUPS;
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  return (
    <TableList actions={<EmployeeGroupListActions />} empty={false} sort={{ field: 'name', order: 'ASC' }}>
      <LiasseTable
        name="employee-groups"
        columns={COLUMNS}
        rowClick={(group) => createPath({ resource, id: group.id, type: 'show' })}
        actions={(group) => [
          {
            key: 'show',
            labelKey: 'ra.action.show',
            path: createPath({ resource, id: group.id, type: 'show' }),
            icon: <VisibilityIcon fontSize="small" />,
          },
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  labelKey: 'ra.action.edit',
                  path: createPath({ resource, id: group.id, type: 'edit' }),
                  icon: <EditIcon fontSize="small" />,
                },
              ]
            : []),
        ]}
      />
    </TableList>
  );
};
