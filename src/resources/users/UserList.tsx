import { Chip } from '@mui/material';
import { Datagrid, EmailField, List, SearchInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { RESOURCES } from '../../dataProvider/resources';

const BlockedField = (_props: { label?: string }) => {
  const record = useRecordContext<{ blocked: boolean }>();
  const translate = useTranslate();
  return record?.blocked ? <Chip size="small" color="error" label={translate('liasse.rights.blocked')} /> : null;
};

export const UserList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    exporter={false}
    perPage={20}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={(id) => `/${RESOURCES.users}/${id}/edit`}>
      <TextField source="lastName" sortable={false} />
      <TextField source="firstName" sortable={false} />
      <TextField source="login" sortable={false} />
      <EmailField source="email" sortable={false} />
      <TextField source="userOrg.name" label="resources.admin/rights/users.fields.userOrgId" sortable={false} />
      <BlockedField label="resources.admin/rights/users.fields.blocked" />
    </Datagrid>
  </List>
);
