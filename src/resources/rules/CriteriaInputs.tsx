import {
  ArrayInput,
  AutocompleteArrayInput,
  FormDataConsumer,
  ReferenceArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { DayInput } from '../../custom/forms/dates/DayInput';
import { DOC_TYPES } from '../../../common/docTypes';
import { ORGANIZATIONS } from '../organizations/name';

const CRITERIA_TYPES = ['DocTypeCriteria', 'PeriodCriteria', 'OrgsCriteria', 'MetaDataCriteria'];

/** The data filters of a rule: each criterion narrows what the rule lets one see (they all hold). */
export const CriteriaInputs = () => (
  <ArrayInput source="docCriterias" label="resources.admin/rights/rules.fields.docCriterias">
    <SimpleFormIterator disableReordering>
      <SelectInput
        source="type"
        label="resources.admin/rights/rules.criteria.type"
        choices={CRITERIA_TYPES.map((id) => ({ id, name: `resources.admin/rights/rules.criteria.${id}` }))}
        validate={required()}
      />
      <FormDataConsumer>
        {({ scopedFormData }) => {
          switch (scopedFormData?.type) {
            case 'DocTypeCriteria':
              return (
                <SelectInput
                  source="value"
                  label="resources.admin/rights/rules.criteria.value"
                  choices={DOC_TYPES.map((id) => ({ id, name: id }))}
                  validate={required()}
                />
              );
            case 'PeriodCriteria':
              return (
                <ArrayInput
                  source="periods"
                  label="resources.admin/rights/rules.criteria.PeriodCriteria"
                  defaultValue={[{}]}
                >
                  <SimpleFormIterator inline disableReordering>
                    <DayInput source="start" label="resources.admin/rights/rules.criteria.start" />
                    <DayInput source="end" label="resources.admin/rights/rules.criteria.end" />
                  </SimpleFormIterator>
                </ArrayInput>
              );
            case 'OrgsCriteria':
              return (
                <ReferenceArrayInput source="orgIds" reference={ORGANIZATIONS}>
                  <AutocompleteArrayInput
                    optionText="name"
                    label="resources.admin/rights/rules.criteria.orgIds"
                    validate={required()}
                  />
                </ReferenceArrayInput>
              );
            case 'MetaDataCriteria':
              return (
                <>
                  <TextInput
                    source="key"
                    label="resources.admin/rights/rules.criteria.key"
                    validate={[required(), maxLength(100)]}
                  />
                  <TextInput
                    source="value"
                    label="resources.admin/rights/rules.criteria.value"
                    validate={maxLength(500)}
                  />
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
