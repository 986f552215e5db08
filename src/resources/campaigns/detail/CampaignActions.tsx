import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { useDataProvider, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { CampaignUserEvent, TCampaign } from '../../../../common/schemas/campaigns';
import type { CampaignsDataProvider } from '../calls';
import { t } from '../name';
import { useCampaignCall } from './useCampaignCall';

const ICONS: Record<CampaignUserEvent, typeof SendIcon> = { validate: CheckIcon, send: SendIcon, retry: ReplayIcon };

/** The buttons of what the campaign's state allows (its `actions`): validate, send, retry. */
export const CampaignActions = () => {
  const translate = useTranslate();
  const campaign = useRecordContext<TCampaign>();
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const call = useCampaignCall();
  if (!campaign || !permissions.includes('CAMPAIGNS_EDIT')) return null;
  return (
    <Stack direction="row" spacing={1}>
      {campaign.actions.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            variant="contained"
            startIcon={<Icon />}
            onClick={() =>
              void call(
                () => dataProvider.campaignAction(String(campaign.id), action),
                { messageKey: `action_done.${action}` },
                `errors.${action}`,
              )
            }
          >
            {translate(t(`action.${action}`))}
          </Button>
        );
      })}
    </Stack>
  );
};
