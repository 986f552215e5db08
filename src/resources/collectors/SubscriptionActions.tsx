import DeleteIcon from '@mui/icons-material/Delete';
import DownloadingIcon from '@mui/icons-material/Downloading';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useCanAccess, useDataProvider, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { TSubscription } from '../../../common/schemas/collectors';
import type { CollectorsDataProvider } from './calls';
import { collectorErrorMessage } from './collectorErrors';
import { COLLECTORS, t } from './name';

/** `collectors/{id}/newRequest`: the run starts in the background; the page then shows it in the log. */
const useCollectNow = (subscription: TSubscription) => {
  const dataProvider = useDataProvider<CollectorsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const collect = async () => {
    setPending(true);
    try {
      await dataProvider.collectNow(String(subscription.id));
      notify(t('notify.collect_requested'), { type: 'success' });
      refresh();
    } catch (error) {
      notify(collectorErrorMessage(error, t('notify.collect_failed')), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { collect, pending };
};

/** "Collecter maintenant" as a button of its own, on a subscription's page; with the editing feature. */
export const CollectNowButton = ({ subscription }: { subscription: TSubscription }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: COLLECTORS, action: 'edit' });
  const { collect, pending } = useCollectNow(subscription);
  if (!canAccess) return null;
  return (
    <Button size="small" startIcon={<DownloadingIcon />} disabled={pending} onClick={() => void collect()}>
      {translate(t('actions.collect'))}
    </Button>
  );
};

const RowAction = ({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <span>
      <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/** Delete after a confirmation; a run holding the subscription makes the server refuse (`collector_processing`). */
const DeleteAction = ({ subscription }: { subscription: TSubscription }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete();
  const confirm = () =>
    remove(
      COLLECTORS,
      { id: subscription.id, previousData: subscription },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(t('notify.deleted'), { type: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          notify(collectorErrorMessage(error, t('notify.delete_failed')), { type: 'error' });
        },
      },
    );
  return (
    <>
      <RowAction
        label={translate(t('actions.delete_named'), { name: subscription.name })}
        onClick={() => setAsking(true)}
      >
        <DeleteIcon fontSize="small" />
      </RowAction>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate(t('delete.title'), { name: subscription.name })}
        content={t('delete.content')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/**
 * A row's own buttons: collect now (editing feature) and delete (deleting feature). Clicks stop
 * here, the confirmation's included (React bubbles through its portal), so the row does not open.
 */
export const SubscriptionRowActions = ({ subscription }: { subscription: TSubscription }) => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: COLLECTORS, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: COLLECTORS, action: 'delete' });
  const { collect, pending } = useCollectNow(subscription);
  return (
    <Stack direction="row" onClick={(event) => event.stopPropagation()}>
      {canEdit && (
        <RowAction
          label={translate(t('actions.collect_named'), { name: subscription.name })}
          onClick={() => void collect()}
          disabled={pending}
        >
          <DownloadingIcon fontSize="small" />
        </RowAction>
      )}
      {canDelete && <DeleteAction subscription={subscription} />}
    </Stack>
  );
};
