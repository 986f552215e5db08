import { Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { isCampaignBusy, type TCampaign } from '../../../../common/schemas/campaigns';
import { campaignErrorKey } from '../campaignError';
import { CampaignHeader } from './CampaignHeader';
import { DispatchedDocList } from './DispatchedDocList';
import { useFrontConf } from '../../../frontConf';

/** Its dispatched documents; a campaign of invoices has none (they are in the Chorus sent list). */
const DispatchedDocuments = () => {
  const campaign = useRecordContext<TCampaign>();
  if (!campaign || campaign.chorus) return null;
  return (
    <>
      <Divider />
      <DispatchedDocList />
    </>
  );
};

/**
 * The campaign's detail once read: react-admin first shows the row the list left in its cache, a
 * summary without the counts per status or the invoices, which the header reads. The layout's
 * loading bar shows the detail being read meanwhile.
 */
const WhenRead = ({ children }: { children: ReactNode }) => {
  const campaign = useRecordContext<TCampaign>();
  if (!campaign?.counts) return null;
  return children;
};

/**
 * /campaigns/{id}: the campaign, read again while a job works on it (every 10 s, spec section 4;
 * CAMPAIGN_REFRESH_SECONDS), and its dispatched documents.
 */
export const CampaignShow = () => {
  const { CAMPAIGN_REFRESH_MS } = useFrontConf();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show<TCampaign>
      actions={false}
      queryOptions={{
        refetchInterval: (query) =>
          query.state.data && isCampaignBusy(query.state.data.status) ? CAMPAIGN_REFRESH_MS : false,
        onError: (error: unknown) => {
          notify(campaignErrorKey(error, 'errors.retrieve'), { type: 'error' });
          redirect('list');
        },
      }}
    >
      <WhenRead>
        <CampaignHeader />
        <DispatchedDocuments />
      </WhenRead>
    </Show>
  );
};
