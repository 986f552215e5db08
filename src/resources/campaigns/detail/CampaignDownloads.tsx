import DownloadIcon from '@mui/icons-material/Download';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { DispatchedDocStatus, TCampaign } from '../../../../common/schemas/campaigns';
import type { DownloadedFile } from '../../documents/calls';
import { saveFile } from '../../documents/download';
import type { CampaignsDataProvider } from '../calls';
import { t, type CampaignKey } from '../name';

/** The statuses whose documents come as one merged PDF: the failed ones, and the paper batch to print. */
const MERGEABLE: readonly DispatchedDocStatus[] = ['PAPER_DISPATCHED', 'NOT_DISPATCHED', 'IN_ERROR'];

/** The pages no employee was found for (a zip), and the merged PDF of the documents in one status. */
export const CampaignDownloads = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const campaign = useRecordContext<TCampaign>();
  const present = MERGEABLE.filter((status) => (campaign?.counts[status] ?? 0) > 0);
  const [status, setStatus] = useState<DispatchedDocStatus | ''>('');
  if (!campaign) return null;
  const chosen = status || present[0];
  const save = async (get: () => Promise<DownloadedFile>, errorKey: CampaignKey) => {
    try {
      saveFile(await get());
    } catch {
      notify(t(errorKey), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {campaign.ignoredPages > 0 && (
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void save(() => dataProvider.ignoredPages(String(campaign.id)), 'errors.ignored_pages')}
        >
          {translate(t('detail.ignored_pages'), { smart_count: campaign.ignoredPages })}
        </Button>
      )}
      {chosen && (
        <>
          <TextField
            select
            size="small"
            label={translate(t('detail.merged_status'))}
            value={chosen}
            onChange={(event) => setStatus(event.target.value as DispatchedDocStatus)}
            fullWidth={false}
            sx={{ width: 220 }}
          >
            {present.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(t(`doc_status.${option}`))}
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() =>
              void save(() => dataProvider.mergedDispatchedDocs(String(campaign.id), chosen), 'errors.failed_docs')
            }
          >
            {translate(t('detail.merged'))}
          </Button>
        </>
      )}
    </Stack>
  );
};
