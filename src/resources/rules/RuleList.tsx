import {
  ArrayField,
  ChipField,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SingleFieldList,
  TextField,
} from 'react-admin';

export const RuleList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false} perPage={20}>
    <Datagrid bulkActionButtons={false} rowClick={(id) => `${id}`}>
      <TextField source="name" sortable={false} />
      <ArrayField source="users" label="resources.admin/rights/rules.fields.userIds" sortable={false}>
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
      <ArrayField source="groups" label="resources.admin/rights/rules.fields.userGroupIds" sortable={false}>
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
      <FunctionField
        label="resources.admin/rights/rules.fields.features"
        render={(rule: { features: string[] }) => rule.features.length}
      />
    </Datagrid>
  </List>
);
