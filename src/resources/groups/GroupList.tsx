import { ChipField, Datagrid, List, SearchInput, SingleFieldList, TextField, ArrayField } from 'react-admin';
import { RESOURCES } from '../../dataProvider/resources';

export const GroupList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false} perPage={20}>
    <Datagrid bulkActionButtons={false} rowClick={(id) => `/${RESOURCES.groups}/${id}/edit`}>
      <TextField source="name" sortable={false} />
      <ArrayField source="users" label="resources.admin/rights/groups.fields.userIds" sortable={false}>
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
    </Datagrid>
  </List>
);
