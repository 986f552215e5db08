import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  email,
  maxLength,
  required,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { nirError } from '../../../common/nir';
import { ORGANIZATIONS } from '../organizations/name';
import type { EmployeeRecord } from './calls';
import { NirReveal } from './NirReveal';
import { t } from './name';
const normalized = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

/** The NIR's shape and key, as the server checks them; a temporary number needs its box ticked. */
const validateNir: Validator = (value: unknown, values: { nirTemporary?: boolean }) => {
  if (!value || typeof value !== 'string') return undefined;
  const code = nirError(normalized(value), { temporary: values.nirTemporary ?? false });
  return code ? t(`validation.${code}`) : undefined;
};

const notInFuture: Validator = (value: unknown) =>
  value && String(value).slice(0, 10) > new Date().toISOString().slice(0, 10) ? t('validation.in_future') : undefined;

export const IdentityInputs = () => (
  <>
    <TextInput source="lastName" validate={[required(), maxLength(100)]} />
    <TextInput source="firstName" validate={[required(), maxLength(100)]} />
    <TextInput source="registrationNumber" validate={maxLength(50)} />
    <TextInput source="email" type="email" validate={[email(), maxLength(320)]} />
    <DateInput source="birthDay" validate={notInFuture} />
    <NirInputs />
  </>
);

/** A new employee's NIR is typed; an existing one's shows masked, revealed on demand, and may be replaced. */
const NirInputs = () => {
  const employee = useRecordContext<EmployeeRecord>();
  if (!employee?.id) {
    return (
      <>
        <TextInput source="socialSecurityNumber" validate={validateNir} helperText={t('nir.help')} autoComplete="off" />
        <BooleanInput source="nirTemporary" />
      </>
    );
  }
  return (
    <>
      <NirReveal />
      <TextInput
        source="newSocialSecurityNumber"
        validate={validateNir}
        helperText={t('nir.keep_help')}
        autoComplete="off"
      />
      <BooleanInput source="nirTemporary" />
      {employee.hasNir && <BooleanInput source="clearNir" />}
    </>
  );
};

export const AddressInputs = () => (
  <>
    <TextInput source="address" validate={maxLength(300)} />
    <TextInput source="zipCode" validate={maxLength(20)} />
    <TextInput source="city" validate={maxLength(200)} />
    <TextInput source="country" validate={maxLength(100)} />
    <TextInput source="phone" type="tel" validate={maxLength(40)} />
  </>
);

const atLeastOne: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'ra.validation.required';

/** The linked organisations, each active or not: at least one (spec section 5). */
export const OrganizationInputs = () => (
  <ArrayInput source="links" validate={atLeastOne}>
    <SimpleFormIterator inline disableReordering>
      <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
        <AutocompleteInput optionText="name" validate={required()} sx={{ minWidth: 260 }} />
      </ReferenceInput>
      <BooleanInput source="active" defaultValue={true} />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The BPE agreement and the day it was given or refused (today when left blank). */
export const AgreementInputs = () => (
  <>
    <BooleanInput source="bpeAgreement" />
    <DateInput source="bpeAgreementAt" validate={notInFuture} />
  </>
);
