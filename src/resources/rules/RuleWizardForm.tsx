import { Alert, Box, Button, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  Form,
  ReferenceArrayInput,
  ReferenceInput,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Feature } from '../../../common/features';
import { EMPLOYEE_GROUPS } from '../employeeGroups/name';
import { GROUPS } from '../groups/name';
import { ORGANIZATIONS } from '../organizations/name';
import { USERS } from '../users/name';
import { CriteriaInputs } from './CriteriaInputs';
import { FeatureMatrixField, FeatureMatrixInput } from './FeatureMatrix';

const STEPS = ['identity', 'assignees', 'actions', 'filters', 'summary'] as const;
/** The fields each step must get right before the next one. */
const STEP_FIELDS: Record<(typeof STEPS)[number], string[]> = {
  identity: ['name', 'orgId'],
  assignees: ['userIds', 'userGroupIds'],
  actions: ['features'],
  filters: ['docCriterias', 'employeeGroupIds'],
  summary: [],
};

const needsUserOrGroup = (_value: unknown, values: Record<string, unknown>) =>
  ((values.userIds as unknown[]) ?? []).length + ((values.userGroupIds as unknown[]) ?? []).length > 0
    ? undefined
    : 'liasse.validation.needs_user_or_group';

const Summary = () => {
  const translate = useTranslate();
  const [name, features, criterias, employeeGroupIds] = useWatch({
    name: ['name', 'features', 'docCriterias', 'employeeGroupIds'],
  });
  return (
    <Stack spacing={2}>
      {/* A heading only once there is a name: an empty heading says nothing to a screen reader. */}
      {name && (
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
      )}
      <FeatureMatrixField features={(features ?? []) as Feature[]} />
      {!(criterias as unknown[] | undefined)?.length && !(employeeGroupIds as unknown[] | undefined)?.length && (
        <Alert severity="info">{translate('resources.admin/rights/rules.no_filter')}</Alert>
      )}
    </Stack>
  );
};

/** The rule's employee groups, offered to those who may list them (the groups call needs it). */
const EmployeeGroupsInput = () => {
  const { canAccess } = useCanAccess({ resource: EMPLOYEE_GROUPS, action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceArrayInput source="employeeGroupIds" reference={EMPLOYEE_GROUPS}>
      <AutocompleteArrayInput label="resources.admin/rights/rules.fields.employeeGroupIds" />
    </ReferenceArrayInput>
  );
};

const Steps = ({ children }: { children: (step: (typeof STEPS)[number]) => ReactNode }) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const [active, setActive] = useState(0);
  const next = async () => {
    if (await trigger(STEP_FIELDS[STEPS[active]])) setActive(active + 1);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{translate(`resources.admin/rights/rules.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {STEPS.map((step, index) => (
        // Every step stays mounted so that its values and validation persist; only one shows.
        <Box key={step} sx={{ display: index === active ? 'block' : 'none' }}>
          {children(step)}
        </Box>
      ))}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
          {translate('resources.admin/rights/rules.back')}
        </Button>
        {active < STEPS.length - 1 ? (
          <Button variant="contained" onClick={next}>
            {translate('resources.admin/rights/rules.next')}
          </Button>
        ) : (
          <SaveButton />
        )}
      </Stack>
    </Box>
  );
};

/** Create and edit a rule step by step: name and organisation, assignees, actions, data filters, summary. */
export const RuleWizardForm = () => (
  <Form>
    <Steps>
      {(step) => {
        switch (step) {
          case 'identity':
            return (
              <>
                <TextInput source="name" validate={[required(), maxLength(200)]} />
                <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
                  <AutocompleteInput optionText="name" validate={required()} />
                </ReferenceInput>
              </>
            );
          case 'assignees':
            return (
              <>
                <ReferenceArrayInput source="userIds" reference={USERS}>
                  <AutocompleteArrayInput validate={needsUserOrGroup} />
                </ReferenceArrayInput>
                <ReferenceArrayInput source="userGroupIds" reference={GROUPS}>
                  <AutocompleteArrayInput validate={needsUserOrGroup} />
                </ReferenceArrayInput>
              </>
            );
          case 'actions':
            return <FeatureMatrixInput />;
          case 'filters':
            return (
              <>
                <EmployeeGroupsInput />
                <CriteriaInputs />
              </>
            );
          case 'summary':
            return <Summary />;
        }
      }}
    </Steps>
  </Form>
);
