import { Create, SimpleForm } from 'react-admin';
import { PartnershipGroupInputs } from './PartnershipGroupInputs';

/** At /partnership/groups/create. */
export const PartnershipGroupCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <PartnershipGroupInputs />
    </SimpleForm>
  </Create>
);
