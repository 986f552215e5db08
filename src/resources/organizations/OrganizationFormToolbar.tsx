import { SaveButton, Toolbar } from 'react-admin';
import { ORGANIZATIONS } from './name';
import { FormErrorSummary } from '../../custom/forms/FormErrorSummary';

/**
 * Every error of the form listed above the save button, whichever tab they are on; saving is
 * always offered, since a form the SIRET directory prefilled is complete without a keystroke.
 */
export const OrganizationFormToolbar = () => (
  <>
    <FormErrorSummary resource={ORGANIZATIONS} />
    <Toolbar>
      <SaveButton alwaysEnable />
    </Toolbar>
  </>
);
