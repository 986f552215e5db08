import { SaveButton, Toolbar } from 'react-admin';
import { FormErrorSummary } from '../../custom/forms/FormErrorSummary';
import { EMPLOYEES } from './name';

/** Every error of the form listed above the save button, whichever tab they are on. */
export const EmployeeFormToolbar = () => (
  <>
    <FormErrorSummary resource={EMPLOYEES} />
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  </>
);
