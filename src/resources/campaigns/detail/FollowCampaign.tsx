import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import type { TCampaign } from '../../../../common/schemas/campaigns';

/**
 * Inside the documents' list: refetches it when the campaign, refreshed every 10 s while a job
 * works on it, changes state or counts (the split has made its documents, the dispatch has sent some).
 */
export const FollowCampaign = ({ campaign }: { campaign: TCampaign }) => {
  const { refetch } = useListContext();
  const version = `${campaign.status}:${campaign.documentsCount}:${JSON.stringify(campaign.counts)}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return null;
};
