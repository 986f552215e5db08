import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CHORUS_DELIVERIES } from '../../../../common/chorusStatuses';
import type { TCampaign } from '../../../../common/schemas/campaigns';
import { CHORUS_SENT, t as chorusT } from '../../chorus/name';
import { t } from '../name';

/**
 * A Chorus campaign's invoices by where they stand, and the way to the sent list that holds them:
 * each one's information is typed in there, then the campaign's validation deposits them all.
 */
export const CampaignInvoices = ({ campaign }: { campaign: TCampaign }) => {
  const translate = useTranslate();
  const present = CHORUS_DELIVERIES.filter((delivery) => campaign.invoices[delivery] > 0);
  const filter = encodeURIComponent(JSON.stringify({ campaignId: campaign.id }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Box role="list" aria-label={translate(t('detail.invoices'))} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {present.map((delivery) => (
          <Box role="listitem" key={delivery}>
            <Chip
              size="small"
              variant="outlined"
              label={`${translate(chorusT.entry('delivery', delivery))} : ${campaign.invoices[delivery]}`}
            />
          </Box>
        ))}
      </Box>
      <Button startIcon={<ReceiptLongIcon />} component={Link} to={`/${CHORUS_SENT}?filter=${filter}`}>
        {translate(t('detail.invoices_link'))}
      </Button>
    </Stack>
  );
};
