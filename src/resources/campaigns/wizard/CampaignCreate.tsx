import { Create } from 'react-admin';
import { CampaignWizardForm } from './CampaignWizardForm';

/** /campaigns/create: the campaign wizard. */
export const CampaignCreate = () => (
  <Create>
    <CampaignWizardForm />
  </Create>
);
