import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DISPATCHED_DOC_STATUS_COLORS, type DispatchedDocStatus } from '../../../common/campaignLifecycle';
import { t } from './name';

/** A dispatched document's status, by its translated label and its colour. */
export const DispatchedDocStatusChip = ({ status, count }: { status: DispatchedDocStatus; count?: number }) => {
  const translate = useTranslate();
  const label = translate(t(`doc_status.${status}`));
  return (
    <Chip
      size="small"
      color={DISPATCHED_DOC_STATUS_COLORS[status]}
      label={count === undefined ? label : `${label} : ${count}`}
      data-status={status}
    />
  );
};
