import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChorusDelivery, ChorusPortalStatus } from '../../../common/chorusStatuses';
import { t } from './name';

const STATUS_COLORS: Record<ChorusPortalStatus, ChipProps['color']> = {
  MADE_AVAILABLE: 'info',
  TO_RECYCLE: 'warning',
  SUSPENDED: 'warning',
  REJECTED: 'error',
  SERVICE_DONE: 'primary',
  MANDATED: 'primary',
  ACCOUNTING_AVAILABILITY: 'primary',
  IN_PAYMENT: 'success',
  ACCOUNTED: 'success',
  DELETED: 'default',
  WAITING_FOR_PROCESSING: 'default',
};

const DELIVERY_COLORS: Record<ChorusDelivery, ChipProps['color']> = {
  DRAFT: 'default',
  READY: 'warning',
  QUEUED: 'info',
  DEPOSITED: 'success',
  FAILED: 'error',
};

/** An invoice's portal status (spec section 4), by its label and colour. */
export const PortalStatusChip = ({ status }: { status: ChorusPortalStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(t.entry('status', status))}
      data-status={status}
    />
  );
};

/** Where a sent invoice stands before Chorus has it: a draft, queued, deposited, or a failed deposit. */
export const DeliveryChip = ({ delivery }: { delivery: ChorusDelivery }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={DELIVERY_COLORS[delivery]}
      label={translate(t.entry('delivery', delivery))}
      data-delivery={delivery}
    />
  );
};
