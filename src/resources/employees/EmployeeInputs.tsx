import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NullableBooleanInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  email,
  maxLength,
  required,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { DayInput } from '../../custom/forms/dates/DayInput';
import { useWatch } from 'react-hook-form';
import { ORGANIZATIONS } from '../organizations/name';
import type { EmployeeRecord } from './calls';
import { NirInput } from './NirInput';
import { NirReveal } from './NirReveal';
import { t } from './name';

const notInFuture: Validator = (value: unknown) =>
  value && String(value).slice(0, 10) > new Date().toISOString().slice(0, 10) ? t('validation.in_future') : undefined;

export const IdentityInputs = () => (
  <>
    <TextInput source="lastName" validate={[required(), maxLength(100)]} />
    <TextInput source="firstName" validate={[required(), maxLength(100)]} />
    <TextInput source="registrationNumber" validate={maxLength(50)} />
    <TextInput source="email" type="email" validate={[email(), maxLength(320)]} />
    <DayInput source="birthDay" validate={notInFuture} />
    <NirInputs />
  </>
);

/** A new employee's NIR is typed; an existing one's shows masked, revealed on demand, and may be replaced. */
const NirInputs = () => {
  const employee = useRecordContext<EmployeeRecord>();
  if (!employee?.id) {
    return (
      <>
        <NirInput source="socialSecurityNumber" helperText={t('nir.help')} />
        <BooleanInput source="nirTemporary" />
      </>
    );
  }
  return (
    <>
      <NirReveal selfLabelled />
      <NirInput source="newSocialSecurityNumber" helperText={t('nir.keep_help')} />
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

/**
 * The linked organisations, each active or not: at least one (spec section 5). An item's inputs
 * are labelled by their own field's name (react-admin would look for `fields.links.orgId`).
 */
export const OrganizationInputs = () => (
  <ArrayInput source="links" validate={atLeastOne}>
    <SimpleFormIterator inline disableReordering>
      <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
        <AutocompleteInput optionText="name" label={t('fields.orgId')} validate={required()} sx={{ minWidth: 260 }} />
      </ReferenceInput>
      <BooleanInput source="active" label={t('fields.active')} defaultValue={true} />
    </SimpleFormIterator>
  </ArrayInput>
);

/**
 * The BPE agreement in three states (accepted, refused, not stated: not stated is not refused) and
 * the day it was given or refused (today when left blank); not stated has no day. A refusal takes
 * effect on a day of its own, at most three months later (D.3243-7): paper from then on.
 */
export const AgreementInputs = () => {
  const agreement = useWatch({ name: 'bpeAgreement' }) as boolean | null | undefined;
  const stated = agreement != null;
  return (
    <>
      <NullableBooleanInput
        source="bpeAgreement"
        trueLabel={t('bpe.ACCEPTED')}
        falseLabel={t('bpe.REFUSED')}
        nullLabel={t('bpe.NOT_STATED')}
        // Not stated is a state of its own: shown by its name, not as an empty field.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 260 }}
      />
      <DayInput source="bpeAgreementAt" validate={notInFuture} disabled={!stated} />
      {agreement === false && <DayInput source="bpeRefusalEffectiveOn" helperText={t('bpe_effect_help')} />}
    </>
  );
};
