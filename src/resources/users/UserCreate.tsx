import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { UserInputs } from './UserInputs';

// Save is offered from the start, as on the organisation form; the rules speak when it is pressed.
const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export const UserCreate = () => (
  <Create redirect="list">
    <SimpleForm toolbar={<CreateToolbar />}>
      <UserInputs withPassword />
    </SimpleForm>
  </Create>
);
