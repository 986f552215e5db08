import { Edit, TabbedForm } from 'react-admin';
import { OrganizationFormToolbar } from './OrganizationFormToolbar';
import { OrganizationConfInputs } from './OrganizationConfInputs';
import { RetentionInputs } from './RetentionInputs';
import { AddressInputs, IdentityInputs, InvoicingInputs } from './OrganizationInputs';

/** At /organizations/{id}: the organisation and its configuration, saved together. */
export const OrganizationEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <TabbedForm toolbar={<OrganizationFormToolbar />}>
      <TabbedForm.Tab label="resources.organizations.tabs.identity">
        <IdentityInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.organizations.tabs.address" path="address">
        <AddressInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.organizations.tabs.invoicing" path="invoicing">
        <InvoicingInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.organizations.tabs.configuration" path="configuration">
        <OrganizationConfInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.organizations.tabs.retention" path="retention">
        <RetentionInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  </Edit>
);
