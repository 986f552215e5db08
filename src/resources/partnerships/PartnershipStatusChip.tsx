import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PARTNERSHIP_STATUS_COLORS, type PartnershipStatus } from '../../../common/partnershipLifecycle';
import { PARTNERSHIPS } from './name';

/** A partnership's status, by its label and colour. */
export const PartnershipStatusChip = ({ status }: { status: PartnershipStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={PARTNERSHIP_STATUS_COLORS[status]}
      label={translate(`resources.${PARTNERSHIPS}.status.${status}`)}
      data-status={status}
    />
  );
};
