import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useListContext, usePermissions, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TChorusInvoice } from '../../../common/schemas/chorus';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import { ChorusConfigDialog } from './ChorusConfigDialog';
import { ChorusInvoiceDialog } from './ChorusInvoiceDialog';
import { invoiceCardBack, invoiceColumns } from './invoiceColumns';
import { CHORUS, t } from './name';

/** Opened from a campaign: its invoices only, said so, with the way back to all of them. */
const CampaignFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  if (!filterValues.campaignId) return null;
  const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'campaignId'));
  return (
    <Chip
      label={translate(t('campaign_filter'))}
      onDelete={() => setFilters(others, {})}
      sx={{ alignSelf: 'center', mr: 'auto' }}
    />
  );
};

const ListActions = () => {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const [configuring, setConfiguring] = useState(false);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <CampaignFilter />
      {permissions.includes('CHORUS_LIST') && (
        <Button size="small" startIcon={<SettingsIcon />} onClick={() => setConfiguring(true)}>
          {translate(t('actions.configure'))}
        </Button>
      )}
      {permissions.includes('CHORUS_SEND') && (
        <Button component={Link} to={`/${CHORUS}/add`} size="small" startIcon={<AddIcon />}>
          {translate(t('actions.add'))}
        </Button>
      )}
      {configuring && <ChorusConfigDialog onClose={() => setConfiguring(false)} />}
    </TopToolbar>
  );
};

const InvoiceList = ({ side }: { side: 'SENT' | 'RECEIVED' }) => {
  const resource = useResourceContext() ?? CHORUS;
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <TableList actions={<ListActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }}>
        <LiasseTable
          name={side === 'SENT' ? 'chorus-sent' : 'chorus-received'}
          columns={invoiceColumns(side)}
          onOpen={(invoice: TChorusInvoice) => setOpenId(String(invoice.id))}
          cardBack={invoiceCardBack}
        />
      </TableList>
      {openId && <ChorusInvoiceDialog resource={resource} id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
};

/** /chorus: the invoices public bodies' suppliers sent to the user's organisations, filtered by status. */
export const ChorusReceivedList = () => <InvoiceList side="RECEIVED" />;

/** /chorus/sent: the invoices the user's organisations sent through Chorus Pro, by status and deposit. */
export const ChorusSentList = () => <InvoiceList side="SENT" />;
