import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { EMPLOYEE_STATUS_SWITCH, type EmployeeStatusSwitch } from '../../../common/employeeFields';

/** The list's status filter, absent meaning all. */
export const switchValue = (filterValues: Record<string, unknown>): EmployeeStatusSwitch =>
  (filterValues.status as EmployeeStatusSwitch | undefined) ?? 'ALL';

/** The active / all / inactive switch (spec section 4): changes the list only on a real change. */
export const StatusSwitch = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = switchValue(filterValues);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      aria-label={translate('resources.employees.switch.label')}
      onChange={(_event, next: EmployeeStatusSwitch | null) => {
        if (next && next !== value) setFilters({ ...filterValues, status: next }, displayedFilters);
      }}
    >
      {EMPLOYEE_STATUS_SWITCH.map((status) => (
        <ToggleButton key={status} value={status}>
          {translate(`resources.employees.switch.${status}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
