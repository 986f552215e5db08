import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { DISPATCHED_DOC_STATUSES, isCampaignBusy, type TCampaign } from '../../../../common/schemas/campaigns';
import { formatDateTime } from '../../../custom/table/cellValue';
import { CampaignStateChip } from '../CampaignStateChip';
import { formatMonth } from '../formatMonth';
import { CampaignInvoices } from './CampaignInvoices';
import { DispatchedDocStatusChip } from '../DispatchedDocStatusChip';
import { t } from '../name';
import { CampaignActions } from './CampaignActions';
import { CampaignDownloads } from './CampaignDownloads';

/** A labelled value of the header. */
const Info = ({ labelKey, value }: { labelKey: string; value: string | null }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(labelKey)}
      </Typography>
      <Typography variant="body2">{value ?? '—'}</Typography>
    </Box>
  );
};

/** The job's progress while one works on the campaign (split or dispatch). */
const JobProgress = ({ campaign }: { campaign: TCampaign }) => {
  const translate = useTranslate();
  if (!isCampaignBusy(campaign.status)) return null;
  return (
    <Box>
      <Typography variant="body2">
        {translate(t('detail.progress'))} : {campaign.progress} %
      </Typography>
      <LinearProgress variant="determinate" value={campaign.progress} aria-label={translate(t('detail.progress'))} />
    </Box>
  );
};

/** The campaign: its state, emitter, dates, documents per status, the job's progress, its actions and downloads. */
export const CampaignHeader = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const campaign = useRecordContext<TCampaign>();
  if (!campaign) return null;
  const counted = DISPATCHED_DOC_STATUSES.filter((status) => (campaign.counts[status] ?? 0) > 0);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CampaignStateChip state={campaign.state} />
        <Box sx={{ flex: 1 }} />
        <CampaignActions />
      </Stack>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Info
          labelKey={t('fields.emitter')}
          value={translate(t('detail.emitter'), { name: campaign.emitter, siret: campaign.siret })}
        />
        <Info labelKey={t('fields.createdAt')} value={formatDateTime(campaign.createdAt, locale)} />
        <Info labelKey={t('fields.dispatchedAt')} value={formatDateTime(campaign.dispatchedAt, locale)} />
        <Info labelKey={t('fields.createdBy')} value={campaign.createdBy} />
        {campaign.period && <Info labelKey={t('wizard.summary.period')} value={formatMonth(campaign.period, locale)} />}
        {campaign.signedAt && (
          <Info labelKey={t('detail.signed_at')} value={formatDateTime(campaign.signedAt, locale)} />
        )}
        <Info labelKey={t('fields.distribution')} value={translate(t(`distribution.${campaign.distribution}`))} />
        <Info labelKey={t('fields.documentsCount')} value={String(campaign.documentsCount)} />
        <Info labelKey={t('fields.recipientsCount')} value={String(campaign.recipientsCount)} />
      </Stack>
      <JobProgress campaign={campaign} />
      {campaign.errorCode && (
        <Alert severity="error">
          {translate(t.entry('job_error', campaign.errorCode), {
            _: translate(t('detail.error'), { code: campaign.errorCode }),
          })}
        </Alert>
      )}
      {counted.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="list"
          aria-label={translate(t('detail.counts'))}
          sx={{ flexWrap: 'wrap' }}
        >
          {counted.map((status) => (
            <Box role="listitem" key={status}>
              <DispatchedDocStatusChip status={status} count={campaign.counts[status]} />
            </Box>
          ))}
        </Stack>
      )}
      {campaign.chorus && <CampaignInvoices campaign={campaign} />}
      {campaign.detection && campaign.files.length > 0 && (
        <Box component="ul" aria-label={translate(t('detail.files'))} sx={{ m: 0, pl: 2 }}>
          {campaign.files.map((file) => (
            <Typography component="li" variant="body2" key={file.id}>
              {translate(t('detail.file_pages'), { name: file.name, split: file.splitPages, pages: file.pages })}
            </Typography>
          ))}
        </Box>
      )}
      <CampaignDownloads />
    </Stack>
  );
};
