import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CAMPAIGN_STATE_COLORS, type CampaignDisplayState } from '../../../common/campaignLifecycle';
import { t } from './name';

/** A campaign's state, by its translated label and its colour. */
export const CampaignStateChip = ({ state }: { state: CampaignDisplayState }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={CAMPAIGN_STATE_COLORS[state]} label={translate(t(`state.${state}`))} data-state={state} />
  );
};
