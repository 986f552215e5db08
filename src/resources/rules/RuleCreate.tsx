import { Create } from 'react-admin';
import { RuleWizardForm } from './RuleWizardForm';

export const RuleCreate = () => (
  <Create redirect="list">
    <RuleWizardForm />
  </Create>
);
