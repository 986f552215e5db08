import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ORGANIZATIONS } from '../../organizations/name';
import { t } from '../name';
import { formatMonth } from '../formatMonth';
import { isChorusCampaign, isPayslipCampaign } from './campaignValidation';
import { RECIPIENT_FIELDS, type CampaignWizardValues } from './wizardValues';

/** Step 4: what is about to be created, before the user creates it. */
export const CampaignSummary = () => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const values = useWatch() as CampaignWizardValues;
  const { data: org } = useGetOne(ORGANIZATIONS, { id: values.orgId ?? '' }, { enabled: Boolean(values.orgId) });
  const chosen = RECIPIENT_FIELDS.reduce((sum, field) => sum + (values[field]?.length ?? 0), 0);
  const options = [values.review && t('wizard.review'), values.noDistribution && t('wizard.no_distribution')].filter(
    (key): key is string => Boolean(key),
  );
  const line = (primary: string, secondary: string) => (
    <ListItem disableGutters>
      <ListItemText primary={primary} secondary={secondary} />
    </ListItem>
  );
  return (
    <>
      {values.name && (
        <Typography variant="h6" component="h2">
          {values.name}
        </Typography>
      )}
      <List dense>
        {line(
          translate(t('wizard.steps.documents')),
          [
            ...values.files.map(
              (pending) =>
                `${pending.file.name} (${pending.docType ? translate(`liasse.doc_types.${pending.docType}`) : '—'})`,
            ),
            ...(values.safeDocs.length > 0
              ? [translate(t('wizard.summary.safe_documents'), { smart_count: values.safeDocs.length })]
              : []),
          ].join(' · ') || '—',
        )}
        {isPayslipCampaign(values.files) &&
          line(translate(t('wizard.summary.period')), values.period ? formatMonth(values.period, locale) : '—')}
        {line(translate(t('wizard.steps.emitter')), org ? `${org.name} (SIRET ${values.siret})` : '—')}
        {line(
          translate(t('wizard.steps.recipients')),
          isChorusCampaign(values)
            ? translate(t('wizard.summary.recipients_chorus'))
            : values.detection
              ? translate(t('wizard.summary.recipients_detected'))
              : translate(t('wizard.summary.recipients'), { smart_count: chosen }),
        )}
        {line(
          translate(t('wizard.summary.options')),
          options.length > 0 ? options.map((key) => translate(key)).join(' · ') : translate(t('wizard.summary.none')),
        )}
      </List>
    </>
  );
};
