import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CreateButton, TopToolbar, useCanAccess, useCreatePath } from 'react-admin';
import type { TOrganizationSummary } from '../../../common/schemas/organizations';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { ORGANIZATIONS, t } from './name';

const field = t.under('fields');

const kindOf = (org: TOrganizationSummary, { translate }: CellContext) =>
  translate(`resources.organizations.kinds.${org.isRoot ? 'root' : 'child'}`);

const COLUMNS: TableColumn<TOrganizationSummary>[] = [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 190 },
  { source: 'siret', labelKey: field('siret'), search: { type: 'text' }, sortable: true, width: 135 },
  { source: 'parentName', labelKey: field('parentName'), width: 150 },
  { source: 'zipCode', labelKey: field('zipCode'), width: 95 },
  { source: 'city', labelKey: field('city'), search: { type: 'text' }, sortable: true, width: 130 },
  {
    source: 'kind',
    labelKey: field('kind'),
    width: 130,
    search: {
      type: 'select',
      options: [
        { value: 'root', labelKey: 'resources.organizations.kinds.root' },
        { value: 'child', labelKey: 'resources.organizations.kinds.child' },
      ],
    },
    render: kindOf,
  },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 140,
    search: { type: 'dateRange' },
    sortable: true,
    render: (org, { locale }) => formatDay(org.createdAt, locale),
  },
];

const cardBack = (org: TOrganizationSummary, context: CellContext): CardInfo[] => [
  { labelKey: field('siret'), value: org.siret },
  { labelKey: field('kind'), value: kindOf(org, context) },
  {
    labelKey: field('createdAt'),
    value: formatDateTime(org.createdAt, context.locale, 'long'),
  },
];

// The button shows only to users whose features open the creation (the resource's descriptor).
const OrganizationListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** /organizations: the organisations the user may see, searched by column, sorted on the server. */
export const OrganizationList = () => {
  const createPath = useCreatePath();
  const resource = ORGANIZATIONS;
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  return (
    <TableList actions={<OrganizationListActions />} empty={false} sort={{ field: 'name', order: 'ASC' }}>
      <LiasseTable
        name="organizations"
        columns={COLUMNS}
        rowClick={(org) => createPath({ resource, id: org.id, type: 'show' })}
        actions={(org) => [
          {
            key: 'show',
            labelKey: 'ra.action.show',
            path: createPath({ resource, id: org.id, type: 'show' }),
            icon: <VisibilityIcon fontSize="small" />,
          },
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  labelKey: 'ra.action.edit',
                  path: createPath({ resource, id: org.id, type: 'edit' }),
                  icon: <EditIcon fontSize="small" />,
                },
              ]
            : []),
        ]}
        cardBack={cardBack}
      />
    </TableList>
  );
};
