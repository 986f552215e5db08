import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Autocomplete, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EMPLOYEES } from '../employees/name';
import { t } from './name';
import { employeeLabel, useRecordChoices, type Choice } from './useRecordChoices';
import type { Verdict } from './useRecipientChecks';

type Props = {
  fileName: string;
  orgId: string;
  verdict: Verdict;
  disabled: boolean;
  choose: (employee: Choice | null) => void;
  reconsider: () => void;
};

/** Any other employee of the organisation, for a file whose recipient the user corrects. */
const OtherEmployee = ({
  fileName,
  orgId,
  disabled,
  choose,
}: Pick<Props, 'fileName' | 'orgId' | 'disabled' | 'choose'>) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const employees = useRecordChoices(EMPLOYEES, search, { orgId, status: 'ACTIVE' }, employeeLabel);
  return (
    <Autocomplete
      size="small"
      options={employees}
      value={null}
      onChange={(_event, value) => value && choose(value)}
      onInputChange={(_event, value) => setSearch(value)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(options) => options}
      disabled={disabled}
      sx={{ minWidth: 220, flex: 1 }}
      renderInput={(params) => (
        <TextField {...params} label={translate(t('upload.recipient.other_employee'), { name: fileName })} />
      )}
    />
  );
};

/** Under a file of the upload dialog: whom it names, and the user's choice when that is not whom it goes to. */
export const RecipientCheck = ({ fileName, orgId, verdict, disabled, choose, reconsider }: Props) => {
  const translate = useTranslate();
  const action = (label: string, employee: Choice | null) => (
    <Button size="small" variant="outlined" disabled={disabled} onClick={() => choose(employee)}>
      {label}
    </Button>
  );
  const forEmployee = (employee: Choice) => translate(t('upload.recipient.file_for'), { name: employee.label });
  const noEmployee = translate(t('upload.recipient.file_for_nobody'));
  const warning = (message: string, actions: ReactNode) => (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="recipient-warning">
      <Typography variant="body2">{message}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {actions}
        <OtherEmployee fileName={fileName} orgId={orgId} disabled={disabled} choose={choose} />
      </Stack>
    </Alert>
  );

  switch (verdict.kind) {
    case 'free':
      return null;
    case 'checking':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('upload.recipient.checking'))}
        </Typography>
      );
    case 'agreed':
      return (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          {!verdict.chosen && <CheckCircleIcon color="success" fontSize="small" />}
          <Typography variant="body2">
            {verdict.chosen
              ? verdict.employee
                ? translate(t('upload.recipient.chosen_for'), { name: verdict.employee.label })
                : translate(t('upload.recipient.chosen_nobody'))
              : translate(t('upload.recipient.names'), { name: verdict.employee?.label ?? '' })}
          </Typography>
          {verdict.chosen && (
            <Button size="small" disabled={disabled} onClick={reconsider}>
              {translate(t('upload.recipient.change'))}
            </Button>
          )}
        </Stack>
      );
    case 'found':
      return (
        <Alert severity="info" sx={{ mt: 1 }}>
          <Typography variant="body2">
            {translate(t('upload.recipient.found'), { name: verdict.named.label })}
          </Typography>
          <Stack direction="row" sx={{ mt: 1 }}>
            {action(noEmployee, null)}
          </Stack>
        </Alert>
      );
    case 'other':
      return warning(
        translate(t('upload.recipient.other'), { named: verdict.named.label, chosen: verdict.batch.label }),
        <>
          {action(forEmployee(verdict.named), verdict.named)}
          {action(forEmployee(verdict.batch), verdict.batch)}
        </>,
      );
    case 'unnamed':
      return warning(
        translate(t(verdict.textFound ? 'upload.recipient.unnamed' : 'upload.recipient.no_text'), {
          chosen: verdict.batch.label,
        }),
        <>
          {action(forEmployee(verdict.batch), verdict.batch)}
          {action(noEmployee, null)}
        </>,
      );
    case 'failed':
      return warning(
        translate(t('upload.recipient.failed')),
        verdict.batch ? action(forEmployee(verdict.batch), verdict.batch) : action(noEmployee, null),
      );
  }
};
