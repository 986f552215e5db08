import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { GroupInputs } from './GroupInputs';

const GroupToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

/** At /admin/rights/groups/{groupId}/edit, as the spec has it. */
export const GroupEdit = () => (
  <Edit redirect="list" mutationMode="pessimistic">
    <SimpleForm toolbar={<GroupToolbar />}>
      <GroupInputs />
    </SimpleForm>
  </Edit>
);
