import {
  ArrayInput,
  AutocompleteArrayInput,
  DateInput,
  FormDataConsumer,
  ReferenceArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { DOC_TYPES } from '../../../common/docTypes';
import { RESOURCES } from '../../dataProvider/resources';

const CRITERIA_TYPES = ['DocTypeCriteria', 'PeriodCriteria', 'OrgsCriteria', 'MetaDataCriteria'];

/** The data filters of a rule: each criterion narrows what the rule lets one see (they all hold). */
export const CriteriaInputs = () => (
  <ArrayInput source="docCriterias" label="resources.admin/rights/rules.fields.docCriterias">
    <SimpleFormIterator disableReordering>
      <SelectInput
        source="type"
        label="liasse.rules.criteria.type"
        choices={CRITERIA_TYPES.map((id) => ({ id, name: `liasse.rules.criteria.${id}` }))}
        validate={required()}
      />
      <FormDataConsumer>
        {({ scopedFormData }) => {
          switch (scopedFormData?.type) {
            case 'DocTypeCriteria':
              return (
                <SelectInput
                  source="value"
                  label="liasse.rules.criteria.value"
                  choices={DOC_TYPES.map((id) => ({ id, name: id }))}
                  validate={required()}
                />
              );
            case 'PeriodCriteria':
              return (
                <ArrayInput source="periods" label="liasse.rules.criteria.PeriodCriteria" defaultValue={[{}]}>
                  <SimpleFormIterator inline disableReordering>
                    <DateInput source="start" label="liasse.rules.criteria.start" />
                    <DateInput source="end" label="liasse.rules.criteria.end" />
                  </SimpleFormIterator>
                </ArrayInput>
              );
            case 'OrgsCriteria':
              return (
                <ReferenceArrayInput source="orgIds" reference={RESOURCES.organizations}>
                  <AutocompleteArrayInput
                    optionText="name"
                    label="liasse.rules.criteria.orgIds"
                    validate={required()}
                  />
                </ReferenceArrayInput>
              );
            case 'MetaDataCriteria':
              return (
                <>
                  <TextInput source="key" label="liasse.rules.criteria.key" validate={[required(), maxLength(100)]} />
                  <TextInput source="value" label="liasse.rules.criteria.value" validate={maxLength(500)} />
                </>
              );
            default:
              return null;
          }
        }}
      </FormDataConsumer>
    </SimpleFormIterator>
  </ArrayInput>
);
