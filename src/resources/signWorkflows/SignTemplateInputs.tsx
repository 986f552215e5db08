import { AutocompleteInput, CheckboxGroupInput, ReferenceInput, TextInput, maxLength, required } from 'react-admin';
import { DOC_TYPES } from '../../../common/docTypes';
import { ORGANIZATIONS } from '../organizations/name';
import { t } from './name';
import { StepsInput } from './StepsInput';

const DOC_TYPE_CHOICES = DOC_TYPES.map((id) => ({ id, name: `liasse.doc_types.${id}` }));

/** A template: its name, organisation, ordered steps (one signatory each) and the document types a book needs. */
export const SignTemplateInputs = () => (
  <>
    <TextInput source="name" label={t('templates.fields.name')} validate={[required(), maxLength(200)]} />
    <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
      <AutocompleteInput optionText="name" label={t('templates.fields.orgId')} validate={required()} />
    </ReferenceInput>
    <StepsInput source="stepSignatories" />
    <CheckboxGroupInput source="docTypes" label={t('templates.fields.docTypes')} choices={DOC_TYPE_CHOICES} />
  </>
);
