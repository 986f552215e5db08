import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import { CHORUS, CHORUS_SENT, t } from './name';

const SUSPENDED = { portalStatus: 'SUSPENDED' };

/** The home page's quick link: an invoice deposited for a public buyer, with the sending feature. */
export const AddInvoiceLink = () => {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  if (!permissions.includes('CHORUS_SEND')) return null;
  return (
    <Button component={Link} to={`/${CHORUS}/add`} startIcon={<ReceiptLongIcon />}>
      {translate(t('home.add'))}
    </Button>
  );
};

/** The home page's count: the sent invoices Chorus Pro suspended, waiting to be completed (the list's total, one row asked). */
export const SuspendedInvoiceCount = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { identity } = useGetIdentity();
  const { permissions = [] } = usePermissions<string[]>();
  const canSend = permissions.includes('CHORUS_SEND');
  const { data: count } = useQuery({
    queryKey: [CHORUS_SENT, 'suspended', identity?.id],
    queryFn: async () =>
      (
        await dataProvider.getList(CHORUS_SENT, {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'createdAt', order: 'DESC' },
          filter: SUSPENDED,
        })
      ).total,
    enabled: canSend && identity !== undefined,
  });
  if (!canSend) return null;
  return (
    <CountCard
      to={`/${CHORUS_SENT}?filter=${encodeURIComponent(JSON.stringify(SUSPENDED))}`}
      label={translate(t('home.suspended'), { smart_count: count ?? 0 })}
      count={count}
      Icon={ReceiptLongIcon}
    />
  );
};
