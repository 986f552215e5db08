import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useTranslate,
} from 'react-admin';
import { session } from '../../session';
import { ORGANIZATIONS } from '../organizations/name';
import { validateSiret } from '../organizations/siretValidation';
import { PARTNERSHIP_GROUPS } from '../partnershipGroups/name';
import { PARTNERSHIPS } from './name';

const Intro = () => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(`resources.${PARTNERSHIPS}.create.intro`)}</Typography>;
};

const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/**
 * At /partnership/create: the third party by its SIRET, for one of the user's organisations. The
 * server fills its name and address from the directory; a SIRET it knows nothing of gets its own
 * message under the field. Then the partnership's page asks for the contact's email.
 */
export const PartnershipCreate = () => (
  <Create
    title={`resources.${PARTNERSHIPS}.create.title`}
    record={{ orgId: session.read()?.orgId }}
    redirect={(_resource, id) => `${PARTNERSHIPS}/show/${id}`}
  >
    <SimpleForm toolbar={<CreateToolbar />}>
      <Intro />
      <TextInput
        source="siret"
        validate={[required(), validateSiret]}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
        autoFocus
      />
      <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
        <AutocompleteInput optionText="name" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="groupId" reference={PARTNERSHIP_GROUPS}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="reference" validate={maxLength(100)} />
    </SimpleForm>
  </Create>
);
