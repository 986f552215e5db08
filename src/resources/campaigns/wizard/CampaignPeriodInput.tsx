import { useEffect, useRef, useState } from 'react';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CampaignsDataProvider } from '../calls';
import { t } from '../name';
import { isPayslipCampaign } from './campaignValidation';
import type { PendingFile } from './wizardValues';

const validMonth = (value: unknown) =>
  !value || /^\d{4}-(0[1-9]|1[0-2])$/.test(String(value)) ? undefined : t('validation.month');

/**
 * The period of a payslip campaign, a month, which each dispatched document carries. Prefilled
 * from the first payslip file's pages when they name one, until the user types their own.
 */
export const CampaignPeriodInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const { setValue, getFieldState } = useFormContext();
  const files = (useWatch({ name: 'files' }) ?? []) as PendingFile[];
  const [found, setFound] = useState(false);
  const read = useRef(new Set<string>());
  const first = files.find((pending) => pending.docType === 'PAYE');
  useEffect(() => {
    if (!first || read.current.has(first.key)) return;
    read.current.add(first.key);
    dataProvider
      .detectCampaignPeriod(first.file)
      .then((period) => {
        if (!period || getFieldState('period').isDirty) return;
        setValue('period', period, { shouldValidate: true });
        setFound(true);
      })
      // A file the server cannot read says so when the campaign is created; the period stays to type.
      .catch(() => undefined);
  }, [first, dataProvider, setValue, getFieldState]);
  if (!isPayslipCampaign(files)) return null;
  return (
    <TextInput
      source="period"
      type="month"
      label={t('wizard.period')}
      helperText={translate(t(found ? 'wizard.period_found' : 'wizard.period_help'))}
      validate={validMonth}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ maxWidth: 320 }}
    />
  );
};
