import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { COLLECT_INTERVALS, COLLECTORS as CATALOGUE } from '../../../common/collectors';
import { DOC_TYPES } from '../../../common/docTypes';
import { ORGANIZATIONS } from '../organizations/name';
import { AccountsInput } from './AccountsInput';
import { ActivationNote } from './ActivationNote';
import { t } from './name';

const field = t.under('fields');
const COLLECTOR_CHOICES = CATALOGUE.map(({ id, name }) => ({ id, name }));
const DOC_TYPE_CHOICES = DOC_TYPES.map((id) => ({ id, name: `liasse.doc_types.${id}` }));
const INTERVAL_CHOICES = COLLECT_INTERVALS.map((id) => ({ id, name: t.entry('intervals', String(id)) }));

/**
 * A subscription's inputs, on create and on edit: its organisation and collector are chosen once
 * (the update takes neither), then its name, the type its documents are filed under, how often it
 * is collected, and its accounts.
 */
export const SubscriptionInputs = ({ creating }: { creating: boolean }) => (
  <>
    <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
      <AutocompleteInput optionText="name" label={field('orgId')} validate={required()} readOnly={!creating} />
    </ReferenceInput>
    <SelectInput
      source="collectorId"
      label={field('collectorId')}
      choices={COLLECTOR_CHOICES}
      translateChoice={false}
      validate={required()}
      readOnly={!creating}
    />
    <TextInput source="name" label={field('name')} validate={[required(), maxLength(100)]} />
    <SelectInput source="docType" label={field('docType')} choices={DOC_TYPE_CHOICES} validate={required()} />
    <SelectInput
      source="intervalMinutes"
      label={field('intervalMinutes')}
      choices={INTERVAL_CHOICES}
      validate={required()}
    />
    <BooleanInput source="enabled" label={field('enabled')} />
    <AccountsInput />
    <ActivationNote />
  </>
);
