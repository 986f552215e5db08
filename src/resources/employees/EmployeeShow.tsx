import { Chip, Stack, Typography } from '@mui/material';
import {
  EditButton,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { bpeStateOfAgreement } from '../../../common/employeeFields';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import type { EmployeeRecord } from './calls';
import { NirReveal } from './NirReveal';
import { t } from './name';

// The button shows only to users whose features open the edit (the resource's descriptor).
const ShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/** A date of the record, written as every date of the portal. */
const DateOf = ({ source, withTime = false }: { source: keyof EmployeeRecord; withTime?: boolean; label?: string }) => {
  const employee = useRecordContext<EmployeeRecord>();
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const value = employee?.[source] as string | null | undefined;
  const text = withTime ? formatDateTime(value, locale) : formatDay(value, locale);
  return <Typography variant="body2">{text ?? translate('liasse.table.not_provided')}</Typography>;
};

/** The BPE agreement's state: accepted, refused or not stated. */
const BpeAgreement = (_: { source: 'bpeAgreement'; label?: string }) => {
  const employee = useRecordContext<EmployeeRecord>();
  const translate = useTranslate();
  if (!employee) return null;
  return <Typography variant="body2">{translate(t(`bpe.${bpeStateOfAgreement(employee.bpeAgreement)}`))}</Typography>;
};

/** A code shown by its label. The list's row stands in for the record until it is read. */
const Coded = ({ source, prefix }: { source: 'status' | 'accountState'; prefix: string; label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<EmployeeRecord>
      render={(employee) => (employee[source] ? translate(`${prefix}.${employee[source]}`) : null)}
    />
  );
};

const Organizations = (_props: { label?: string }) => {
  const employee = useRecordContext<EmployeeRecord>();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(employee?.organizations ?? []).map((org) => (
        <Chip
          key={org.id}
          label={`${org.name} · ${translate(t(`status.${org.active ? 'ACTIVE' : 'INACTIVE'}`))}`}
          variant={org.active ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
};

/** At /employees/{id}/show. */
export const EmployeeShow = () => (
  <Show actions={<ShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label={t('tabs.identity')}>
        <TextField source="lastName" />
        <TextField source="firstName" />
        <TextField source="registrationNumber" emptyText="liasse.table.not_provided" />
        <TextField source="email" emptyText="liasse.table.not_provided" />
        <DateOf source="birthDay" label={t('fields.birthDay')} />
        <NirReveal label={t('fields.socialSecurityNumber')} />
        <TextField source="temporaryNumber" emptyText="liasse.table.not_provided" />
        <Coded source="status" prefix={t.under('status').prefix} label={t('fields.status')} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t('tabs.organizations')} path="organizations">
        <Organizations label={t('fields.organizations')} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t('tabs.address')} path="address">
        <TextField source="address" emptyText="liasse.table.not_provided" />
        <TextField source="zipCode" emptyText="liasse.table.not_provided" />
        <TextField source="city" emptyText="liasse.table.not_provided" />
        <TextField source="country" emptyText="liasse.table.not_provided" />
        <TextField source="phone" emptyText="liasse.table.not_provided" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t('tabs.account')} path="account">
        <BpeAgreement source="bpeAgreement" label={t('fields.bpeAgreement')} />
        <DateOf source="bpeAgreementAt" label={t('fields.bpeAgreementAt')} />
        <TextField source="bpeAgreementBy" emptyText="liasse.table.not_provided" />
        <DateOf source="bpeRefusalEffectiveOn" label={t('fields.bpeRefusalEffectiveOn')} />
        <Coded source="accountState" prefix={t.under('account_state').prefix} label={t('fields.accountState')} />
        <DateOf source="accountCreatedAt" withTime label={t('fields.accountCreatedAt')} />
        <DateOf source="lastReminderAt" withTime label={t('fields.lastReminderAt')} />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
