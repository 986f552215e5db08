import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  WithRecord,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { TSubscription } from '../../../common/schemas/collectors';
import { collectorErrorMessage } from './collectorErrors';
import { COLLECTORS, t } from './name';
import { RunLog } from './RunLog';
import { CollectNowButton } from './SubscriptionActions';
import { SubscriptionInputs } from './SubscriptionInputs';

const EditActions = () => (
  <TopToolbar>
    <WithRecord<TSubscription> render={(subscription) => <CollectNowButton subscription={subscription} />} />
  </TopToolbar>
);

// The delete button asks for a confirmation, and shows only to users whose features open it; a run
// holding the subscription makes the server refuse, said in its own words.
const EditToolbar = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <WithRecord<TSubscription>
        render={(subscription) => (
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            confirmTitle={translate(t('delete.title'), { name: subscription.name })}
            confirmContent={t('delete.content')}
            successMessage={t('notify.deleted')}
            mutationOptions={{
              onError: (error) => notify(collectorErrorMessage(error, t('notify.delete_failed')), { type: 'error' }),
            }}
          />
        )}
      />
    </Toolbar>
  );
};

/**
 * /collectors/{id}: the subscription's settings and accounts (a kept account's password stays when
 * left blank), how each account's last run went, and below the form its run log.
 */
export const SubscriptionEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify(t('notify.saved'), { type: 'success' });
    redirect('list', COLLECTORS);
  };
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<EditToolbar />}>
        <SubscriptionInputs creating={false} />
      </SimpleForm>
      <RunLog />
    </Edit>
  );
};
