import { Chip, Stack } from '@mui/material';
import {
  EditButton,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { EmployeeGroupRecord } from './calls';
import { employeeLabel } from './EmployeePicker';
import { EMPLOYEE_GROUPS } from './name';

// The button shows only to users whose features open the edit (the resource's descriptor).
const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

const Employees = (_props: { label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<EmployeeGroupRecord>
      render={(group) =>
        group.employees?.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {group.employees.map((employee) => (
              <Chip key={employee.id} size="small" label={employeeLabel(employee)} />
            ))}
          </Stack>
        ) : (
          translate('liasse.table.not_provided')
        )
      }
    />
  );
};

/** At /employee-groups/{id}/show: the group and the employees the reader sees in it. */
export const EmployeeGroupShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="organization.name" label={`resources.${EMPLOYEE_GROUPS}.fields.orgId`} />
      <NumberField source="employeeCount" />
      <Employees label={`resources.${EMPLOYEE_GROUPS}.fields.employees`} />
    </SimpleShowLayout>
  </Show>
);
