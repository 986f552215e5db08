import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { DispatchedDocStatus, TDispatchedDoc } from '../../../../common/schemas/campaigns';
import type { CampaignsDataProvider } from '../calls';
import { t } from '../name';
import { useCampaignCall } from './useCampaignCall';

const FAILED: readonly DispatchedDocStatus[] = ['NOT_DISPATCHED', 'IN_ERROR'];
/** What the server lets go: documents not dispatched yet, or failed. */
const DELETABLE: readonly DispatchedDocStatus[] = ['PENDING', ...FAILED];

const Action = ({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) => (
  <Tooltip title={label}>
    <IconButton
      size="small"
      aria-label={label}
      onClick={(event) => {
        // The row's own click opens the document.
        event.stopPropagation();
        onClick();
      }}
    >
      {icon}
    </IconButton>
  </Tooltip>
);

/** One dispatched document's actions: retry a failed one, send a pending one, delete one not dispatched. */
export const DispatchedDocRowActions = ({ doc }: { doc: TDispatchedDoc }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CampaignsDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const call = useCampaignCall();
  const id = String(doc.id);
  const canEdit = permissions.includes('CAMPAIGNS_EDIT');
  const canDelete = permissions.includes('CAMPAIGNS_DELETE');
  return (
    <Stack direction="row">
      {canEdit && FAILED.includes(doc.status) && (
        <Action
          label={translate(t('docs.retry'), { name: doc.name })}
          icon={<ReplayIcon fontSize="small" />}
          onClick={() =>
            void call(() => dataProvider.retryDispatchedDoc(id), { messageKey: 'docs.retried' }, 'errors.doc_retry')
          }
        />
      )}
      {canEdit && doc.status === 'PENDING' && (
        <Action
          label={translate(t('docs.send'), { name: doc.name })}
          icon={<SendIcon fontSize="small" />}
          onClick={() =>
            void call(() => dataProvider.sendDispatchedDoc(id), { messageKey: 'docs.sent' }, 'errors.doc_send')
          }
        />
      )}
      {canDelete && DELETABLE.includes(doc.status) && (
        <Action
          label={translate(t('docs.delete'), { name: doc.name })}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() =>
            void call(
              () => dataProvider.deleteDispatchedDocs([id]),
              { messageKey: 'docs.deleted', options: { smart_count: 1 } },
              'errors.delete',
            )
          }
        />
      )}
    </Stack>
  );
};
