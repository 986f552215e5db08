import { Card } from '@mui/material';
import { useState } from 'react';
import { Create, SimpleForm, Title } from 'react-admin';
import { session } from '../../session';
import { OrganizationFormToolbar } from './OrganizationFormToolbar';
import { AddressInputs, IdentityInputs, InvoicingInputs } from './OrganizationInputs';
import { SiretSearch, type Prefill } from './SiretSearch';

/** At /organizations/create: the SIRET search, then the form, prefilled with what the directory knows. */
export const OrganizationCreate = () => {
  const [prefill, setPrefill] = useState<Prefill>();
  if (!prefill) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title="resources.organizations.page.create" />
        <SiretSearch onDone={setPrefill} />
      </Card>
    );
  }
  return (
    <Create redirect="show" record={{ parentId: session.read()?.orgId, distribution: 'AUTOMATIC', ...prefill }}>
      <SimpleForm toolbar={<OrganizationFormToolbar />}>
        <IdentityInputs />
        <AddressInputs />
        <InvoicingInputs />
      </SimpleForm>
    </Create>
  );
};
