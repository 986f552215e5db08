import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  SimpleFormIterator,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { SIGN_MAX_STEPS } from '../../../common/schemas/signWorkflows';
import { USERS } from '../users/name';
import { t } from './name';

/** Spec section 5: exactly one signatory per step (an empty step is refused before the server). */
const oneSignatory: Validator = (value) => (value ? undefined : t('steps.exactly_one'));
const someSteps: Validator = (value) =>
  Array.isArray(value) && value.length > 0
    ? value.length > SIGN_MAX_STEPS
      ? 'liasse.error.VALIDATION_ERROR'
      : undefined
    : t('steps.at_least_one');

const userName = (user: RaRecord) => [user.firstName, user.name].filter(Boolean).join(' ') || String(user.login);

/**
 * The book's steps in their order, each with ONE signatory picked among the portal's users (one
 * page of the users list for the text typed): add, remove, move up and down.
 */
export const StepsInput = ({ source }: { source: string }) => (
  <ArrayInput source={source} label={t('steps.title')} validate={someSteps}>
    <SimpleFormIterator
      inline
      disableClear
      addButton={undefined}
      getItemLabel={(index) => `${index + 1}.`}
      sx={{ '& .RaSimpleFormIterator-line': { alignItems: 'center' } }}
    >
      <ReferenceInput source="signatoryId" reference={USERS} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText={userName}
          label={t('fields.signatory')}
          validate={oneSignatory}
          filterToQuery={(q) => ({ q })}
          sx={{ minWidth: 300 }}
        />
      </ReferenceInput>
    </SimpleFormIterator>
  </ArrayInput>
);
