import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { PartnershipGroupInputs } from './PartnershipGroupInputs';

const GroupToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** At /partnership/groups/show/{groupId}, as the spec has it. */
export const PartnershipGroupEdit = () => (
  <Edit redirect="list" mutationMode="pessimistic">
    <SimpleForm toolbar={<GroupToolbar />}>
      <PartnershipGroupInputs />
    </SimpleForm>
  </Edit>
);
