import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  PasswordInput,
  RadioButtonGroupInput,
  ReferenceInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DISTRIBUTION_MODES } from '../../../common/schemas/organizations';
import { ORGANIZATIONS } from './name';
import type { OrganizationRecord } from './calls';
import { validateSiret } from './siretValidation';

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

/**
 * A new organisation chooses its parent; an existing one may move, unless it is the root or its
 * parent is not the user's to see (then it stays where it is).
 */
const showsParent = (organization?: OrganizationRecord) =>
  !organization?.id || (!organization.isRoot && organization.ancestors?.some((a) => a.id === organization.parentId));

/** Name, SIRET and place in the tree. The customer's root has no parent and keeps none. */
export const IdentityInputs = () => {
  const organization = useRecordContext<OrganizationRecord>();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(200)]} />
      <TextInput
        source="siret"
        validate={[required(), validateSiret]}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
      />
      {showsParent(organization) && (
        <ReferenceInput
          source="parentId"
          reference={ORGANIZATIONS}
          filter={organization?.id ? { outsideOf: organization.id } : {}}
        >
          <AutocompleteInput optionText="name" validate={required()} />
        </ReferenceInput>
      )}
    </>
  );
};

export const AddressInputs = () => (
  <>
    <TextInput source="address.street" validate={maxLength(300)} />
    <TextInput source="address.postal" validate={maxLength(100)} helperText="resources.organizations.postal_help" />
    <TextInput source="address.zipCode" validate={maxLength(20)} />
    <TextInput source="address.city" validate={maxLength(200)} />
    <TextInput source="address.country" validate={maxLength(100)} />
    <TextInput source="address.phone" type="tel" validate={maxLength(40)} />
  </>
);

/** Distribution and the invoicing portal's identifiers; the stored password is never shown. */
export const InvoicingInputs = () => {
  const organization = useRecordContext<OrganizationRecord>();
  return (
    <>
      <RadioButtonGroupInput
        source="distribution"
        choices={DISTRIBUTION_MODES.map((id) => ({ id, name: `resources.organizations.distribution.${id}` }))}
        defaultValue="AUTOMATIC"
      />
      <Section title="resources.organizations.invoicing" />
      <TextInput source="invoicingLogin" validate={maxLength(200)} autoComplete="off" />
      <PasswordInput
        source="invoicingPassword"
        validate={maxLength(200)}
        autoComplete="new-password"
        helperText={
          organization?.hasInvoicingPassword
            ? 'resources.organizations.password_kept'
            : 'resources.organizations.password_encrypted'
        }
      />
      {organization?.hasInvoicingPassword && <BooleanInput source="clearInvoicingPassword" />}
    </>
  );
};
