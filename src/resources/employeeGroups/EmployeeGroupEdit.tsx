import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { EmployeeGroupInputs } from './EmployeeGroupInputs';

// The delete button shows only to users whose features open it (the resource's descriptor).
const EmployeeGroupToolbar = () => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export const EmployeeGroupEdit = () => (
  <Edit redirect="list" mutationMode="pessimistic">
    <SimpleForm toolbar={<EmployeeGroupToolbar />}>
      <EmployeeGroupInputs />
    </SimpleForm>
  </Edit>
);
