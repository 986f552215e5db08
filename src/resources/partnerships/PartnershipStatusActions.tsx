import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { allowedPartnershipEvents } from '../../../common/partnershipLifecycle';
import type { TPartnership } from '../../../common/schemas/partnerships';
import type { PartnershipsDataProvider } from './calls';
import { PARTNERSHIPS } from './name';
import { PartnershipStatusChip } from './PartnershipStatusChip';

/** The partnership's SIRET, organisation and status (its name is the page's title), with enable or disable as its status allows (spec section 4). */
export const PartnershipStatusActions = () => {
  const partnership = useRecordContext<TPartnership>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PartnershipsDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!partnership) return null;
  const events = allowedPartnershipEvents(partnership.status).filter(
    (event) => event === 'enable' || event === 'disable',
  );
  const change = async (enabled: boolean) => {
    setBusy(true);
    try {
      await dataProvider.setPartnershipEnabled(partnership.id, enabled);
      notify(`resources.${PARTNERSHIPS}.notify.${enabled ? 'enabled' : 'disabled'}`, { type: 'success' });
      refresh();
    } catch {
      notify(`resources.${PARTNERSHIPS}.notify.status_failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, pt: 2 }} useFlexGap>
      <Typography color="text.secondary">
        {translate(`resources.${PARTNERSHIPS}.fields.siret`)} {partnership.siret} · {partnership.orgName}
      </Typography>
      <PartnershipStatusChip status={partnership.status} />
      {events.map((event) => (
        <Button key={event} variant="outlined" size="small" disabled={busy} onClick={() => change(event === 'enable')}>
          {translate(`resources.${PARTNERSHIPS}.actions.${event}`)}
        </Button>
      ))}
    </Stack>
  );
};
