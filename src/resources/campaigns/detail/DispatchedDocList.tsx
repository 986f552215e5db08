import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, useDataProvider, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { TCampaign, TDispatchedDoc } from '../../../../common/schemas/campaigns';
import { BulkActionBar } from '../../../custom/table/BulkActionBar';
import { LiasseTable } from '../../../custom/table/LiasseTable';
import { DEFAULT_PER_PAGE } from '../../../custom/table/paging';
import { DocumentDetailDialog } from '../../documents/DocumentDetailDialog';
import { DISPATCHED_DOCS_OF, type CampaignsDataProvider } from '../calls';
import { campaignErrorKey } from '../campaignError';
import { CAMPAIGNS, t } from '../name';
import { DISPATCHED_DOC_COLUMNS } from './dispatchedDocColumns';
import { FollowCampaign } from './FollowCampaign';

/** Delete and retry the selected documents. */
const DispatchedDocBulkActions = () => {
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const notify = useNotify();
  return (
    <BulkActionBar
      failedKey={t('errors.bulk')}
      actions={[
        {
          key: 'retry',
          labelKey: t('docs.bulk_retry'),
          icon: <ReplayIcon />,
          allowed: permissions.includes('CAMPAIGNS_EDIT'),
          run: async (ids) => {
            for (const id of ids) await dataProvider.retryDispatchedDoc(String(id));
            return { messageKey: t('docs.retried_many'), options: { smart_count: ids.length } };
          },
        },
        {
          key: 'delete',
          labelKey: t('docs.bulk_delete'),
          icon: <DeleteIcon />,
          allowed: permissions.includes('CAMPAIGNS_DELETE'),
          run: async (ids) => {
            await dataProvider.deleteDispatchedDocs(ids.map(String));
            return { messageKey: t('docs.deleted'), options: { smart_count: ids.length } };
          },
        },
      ]}
      onDone={({ messageKey, options, error }) =>
        notify(messageKey, { type: error ? 'error' : 'success', messageArgs: options })
      }
    />
  );
};

/**
 * The campaign's dispatched documents (`POST dispatch/{id}/dispatched-docs`), following the
 * campaign's changes; a document filed in the safe opens in the safe's window.
 */
export const DispatchedDocList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const campaign = useRecordContext<TCampaign>();
  const [opened, setOpened] = useState<string | null>(null);
  if (!campaign) return null;
  return (
    <Box component="section" aria-labelledby="campaign-documents-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="campaign-documents-title">
        {translate(t('detail.documents'))}
      </Typography>
      <ListBase
        resource={CAMPAIGNS}
        filter={{ [DISPATCHED_DOCS_OF]: campaign.id }}
        disableSyncWithLocation
        storeKey={false}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'name', order: 'ASC' }}
        queryOptions={{
          onError: (error: unknown) => notify(campaignErrorKey(error, 'errors.dispatch_retrieve'), { type: 'error' }),
        }}
      >
        <FollowCampaign campaign={campaign} />
        <DispatchedDocBulkActions />
        <LiasseTable<TDispatchedDoc>
          name="campaign-documents"
          columns={DISPATCHED_DOC_COLUMNS}
          onOpen={(doc) => doc.documentId && setOpened(doc.documentId)}
        />
      </ListBase>
      <DocumentDetailDialog id={opened} onClose={() => setOpened(null)} staff />
    </Box>
  );
};
