import { Box } from '@mui/material';
import {
  AutocompleteInput,
  Edit,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  WithRecord,
  useRecordContext,
  maxLength,
  required,
} from 'react-admin';
import { TRANSMISSION_MODES } from '../../../common/schemas/organizations';
import type { TPartnership } from '../../../common/schemas/partnerships';
import { PARTNERSHIP_GROUPS } from '../partnershipGroups/name';
import { PARTNERSHIPS } from './name';
import { PartnershipContactSection } from './PartnershipContact';
import { PartnershipStatusActions } from './PartnershipStatusActions';

/** The page's title: the third party's name. */
const PartnershipTitle = () => <>{useRecordContext<TPartnership>()?.name ?? ''}</>;

/** At /partnership/show/{thirdPartyId}: the third party, its status, its contact and its settings. */
export const PartnershipEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} title={<PartnershipTitle />}>
    <PartnershipStatusActions />
    <Box sx={{ px: 2 }}>
      <WithRecord<TPartnership> render={(partnership) => <PartnershipContactSection partnership={partnership} />} />
    </Box>
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <TextInput source="reference" validate={maxLength(100)} />
      <ReferenceInput source="groupId" reference={PARTNERSHIP_GROUPS}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <SelectInput
        source="transmissionMode"
        choices={TRANSMISSION_MODES.map((id) => ({ id, name: `resources.${PARTNERSHIPS}.transmission.${id}` }))}
        validate={required()}
      />
      <TextInput source="address.street" validate={maxLength(300)} />
      <TextInput source="address.postal" validate={maxLength(100)} />
      <TextInput source="address.zipCode" validate={maxLength(20)} />
      <TextInput source="address.city" validate={maxLength(200)} />
      <TextInput source="address.country" validate={maxLength(100)} />
    </SimpleForm>
  </Edit>
);
