import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import type { CampaignsDataProvider } from './calls';
import { CAMPAIGNS, t } from './name';

/** The home page's quick link (spec section 2: new mailing), with the creation's feature. */
export const NewCampaignLink = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: CAMPAIGNS, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`/${CAMPAIGNS}/create`} startIcon={<ForwardToInboxIcon />}>
      {translate(t('home.new'))}
    </Button>
  );
};

/** The home page's counts (`GET dispatchs/stats`): every campaign, and those waiting on a user (to validate, failed). */
export const CampaignCounts = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: CAMPAIGNS, action: 'list' });
  const { data: stats } = useQuery({
    queryKey: [CAMPAIGNS, 'stats', identity?.id],
    queryFn: () => dataProvider.campaignStats(),
    enabled: canAccess && identity !== undefined,
  });
  if (!canAccess) return null;
  const total = stats && Object.values(stats.byState).reduce<number>((sum, count) => sum + (count ?? 0), 0);
  return (
    <>
      <CountCard
        to={`/${CAMPAIGNS}`}
        Icon={ForwardToInboxIcon}
        label={translate(t('home.campaigns'), { smart_count: total ?? 0 })}
        count={total}
      />
      <CountCard
        to={`/${CAMPAIGNS}`}
        Icon={ForwardToInboxIcon}
        label={translate(t('home.needing_action'), { smart_count: stats?.needingAction ?? 0 })}
        count={stats?.needingAction}
      />
    </>
  );
};
