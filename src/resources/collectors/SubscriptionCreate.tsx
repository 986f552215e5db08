import { useEffect, useRef } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { collectorOf, type CollectorId } from '../../../common/collectors';
import { session } from '../../session';
import { COLLECTORS, t } from './name';
import { collectorIdOf, newAccount, type AccountForm } from './subscriptionForm';
import { SubscriptionInputs } from './SubscriptionInputs';

/** Another collector chosen: the accounts still on the former one's default port move to the new one's. */
const PortFollowsCollector = () => {
  const collectorId = useWatch({ name: 'collectorId' }) as CollectorId | undefined;
  const { getValues, setValue } = useFormContext();
  const previous = useRef(collectorId);
  useEffect(() => {
    const before = previous.current;
    previous.current = collectorId;
    if (!before || !collectorId || before === collectorId) return;
    const accounts = (getValues('accounts') ?? []) as AccountForm[];
    accounts.forEach((account, index) => {
      if (Number(account.port) === collectorOf(before).defaultPort) {
        setValue(`accounts.${index}.port`, collectorOf(collectorId).defaultPort, { shouldDirty: true });
      }
    });
  }, [collectorId, getValues, setValue]);
  return null;
};

/**
 * /collectors/create, or /collectors/create?collectorId=imap from the catalogue: a subscription of
 * one of the user's organisations to a collector, with a first account to fill in.
 */
export const SubscriptionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [search] = useSearchParams();
  const collectorId = collectorIdOf(search.get('collectorId')) ?? 'imap';
  const defaults = {
    orgId: session.read()?.orgId,
    collectorId,
    intervalMinutes: 60,
    enabled: true,
    accounts: [newAccount(collectorId)],
  };
  const onSuccess = () => {
    notify(t('notify.saved'), { type: 'success' });
    redirect('list', COLLECTORS);
  };
  return (
    <Create key={collectorId} record={defaults} mutationOptions={{ onSuccess }}>
      <SimpleForm>
        <SubscriptionInputs creating />
        <PortFollowsCollector />
      </SimpleForm>
    </Create>
  );
};
