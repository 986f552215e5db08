import { Autocomplete, Chip, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { InputHelperText, useDataProvider, useInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TEmployeeGroupMember } from '../../../common/schemas/employeeGroups';
import type { EmployeeGroupsDataProvider } from './calls';
import { EMPLOYEE_GROUPS } from './name';

/** Choices shown for what is typed: one page, the first by name. */
const CHOICES = 20;
/** Typing pauses this long before the search goes. */
const DEBOUNCE_MS = 300;

export const employeeLabel = (employee: TEmployeeGroupMember) =>
  [employee.lastName, employee.firstName].join(' ') +
  (employee.registrationNumber ? ` (${employee.registrationNumber})` : '');

const atLeastOne: Validator = (value) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'ra.validation.required';

/**
 * The group's employees: chips of those chosen, and an autocomplete that asks the server for one
 * page of employees matching the text typed, never the whole list, among those of the group's
 * organisation and the ones below it (the server refuses any other): none before it is chosen.
 */
export const EmployeePicker = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EmployeeGroupsDataProvider>();
  const {
    field,
    fieldState: { error, invalid },
  } = useInput<TEmployeeGroupMember[]>({ source: 'employees', validate: atLeastOne, defaultValue: [] });
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<TEmployeeGroupMember[]>([]);
  const [loading, setLoading] = useState(false);
  const orgId = useWatch({ name: 'orgId' }) as string | null | undefined;

  useEffect(() => {
    let current = true;
    if (!orgId) {
      setChoices([]);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .employeeChoices(orgId, text, CHOICES)
        .then(({ data }) => current && setChoices(data))
        .catch(() => current && setChoices([]))
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, orgId, text]);

  const value = (field.value ?? []) as TEmployeeGroupMember[];
  return (
    <Autocomplete
      multiple
      sx={{ minWidth: 320, maxWidth: 720, width: '100%', mb: 2 }}
      options={choices}
      value={value}
      loading={loading}
      // The server has already matched the text: show its page as it is.
      filterOptions={(options) => options}
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={employeeLabel}
      onInputChange={(_event, typed, reason) => reason !== 'reset' && setText(typed)}
      onChange={(_event, chosen) => field.onChange(chosen)}
      onBlur={field.onBlur}
      noOptionsText={translate(
        orgId ? 'ra.navigation.no_results' : `resources.${EMPLOYEE_GROUPS}.picker_no_organization`,
      )}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('ra.page.loading')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((employee, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={employeeLabel(employee)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={`${translate(`resources.${EMPLOYEE_GROUPS}.fields.employees`)} *`}
          helperText={
            <InputHelperText
              error={invalid ? error?.message : undefined}
              helperText={`resources.${EMPLOYEE_GROUPS}.picker_help`}
            />
          }
          error={invalid}
        />
      )}
    />
  );
};
