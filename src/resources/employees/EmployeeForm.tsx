import { TabbedForm } from 'react-admin';
import { EmployeeFormToolbar } from './EmployeeFormToolbar';
import { AddressInputs, AgreementInputs, IdentityInputs, OrganizationInputs } from './EmployeeInputs';
import { t as employeeKey } from './name';

const t = employeeKey.under('tabs');

/** The employee form of both creation and edit. */
export const EmployeeForm = () => (
  <TabbedForm toolbar={<EmployeeFormToolbar />}>
    <TabbedForm.Tab label={t('identity')}>
      <IdentityInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={t('organizations')} path="organizations">
      <OrganizationInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={t('address')} path="address">
      <AddressInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={t('account')} path="account">
      <AgreementInputs />
    </TabbedForm.Tab>
  </TabbedForm>
);
