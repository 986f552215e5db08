import { Create, SimpleForm } from 'react-admin';
import { GroupInputs } from './GroupInputs';

export const GroupCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <GroupInputs />
    </SimpleForm>
  </Create>
);
