import EditIcon from '@mui/icons-material/Edit';
import { Chip } from '@mui/material';
import {
  ArrayField,
  Button,
  ChipField,
  Labeled,
  ReferenceField,
  Show,
  SimpleShowLayout,
  SingleFieldList,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { Feature } from '../../../common/features';
import { ORGANIZATIONS } from '../organizations/name';
import { RULES } from './name';
import { FeatureMatrixField } from './FeatureMatrix';

const Matrix = (_props: { label?: string }) => {
  const rule = useRecordContext<{ features: Feature[] }>();
  return rule ? <FeatureMatrixField features={rule.features} /> : null;
};

/** A holder of the rule, by first name and surname. */
const UserChip = () => {
  const user = useRecordContext<{ firstName: string; name: string }>();
  return user ? <Chip label={`${user.firstName} ${user.name}`.trim()} size="small" /> : null;
};

const EditLink = () => {
  const rule = useRecordContext();
  return rule ? (
    <Button component={Link} to={`/${RULES}/${rule.id}/edit`} label="ra.action.edit" startIcon={<EditIcon />} />
  ) : null;
};

/** At /admin/rights/rules/{ruleId}: who holds the rule, and the tick/cross matrix of what it grants. */
export const RuleShow = () => (
  <Show
    actions={
      <TopToolbar>
        <EditLink />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="name" />
      <ReferenceField source="orgId" reference={ORGANIZATIONS} link={false}>
        <TextField source="name" />
      </ReferenceField>
      <ArrayField source="users" label="resources.admin/rights/rules.fields.userIds">
        <SingleFieldList linkType={false}>
          <UserChip />
        </SingleFieldList>
      </ArrayField>
      <ArrayField source="groups" label="resources.admin/rights/rules.fields.userGroupIds">
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
      <ArrayField source="employeeGroups" label="resources.admin/rights/rules.fields.employeeGroupIds">
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ArrayField>
      <Labeled label="resources.admin/rights/rules.fields.features">
        <Matrix />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
