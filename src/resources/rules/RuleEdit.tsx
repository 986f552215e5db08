import { Edit } from 'react-admin';
import { RuleWizardForm } from './RuleWizardForm';

/** At /admin/rights/rules/{ruleId}/edit, as the spec has it. */
export const RuleEdit = () => (
  <Edit redirect={(_resource, id) => `admin/rights/rules/${id}`} mutationMode="pessimistic">
    <RuleWizardForm />
  </Edit>
);
