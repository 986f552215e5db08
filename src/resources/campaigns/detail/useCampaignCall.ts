import { useNotify, useRefresh } from 'react-admin';
import { useBlockingOperation } from '../../../custom/loading/blockingOperations';
import { campaignErrorKey } from '../campaignError';
import { t, type CampaignKey } from '../name';

/**
 * Runs a call on a campaign or its documents with the page blocked, then says how it went and
 * refreshes the page (a 409 too: the state changed meanwhile and the page shows the new one).
 */
export const useCampaignCall = () => {
  const block = useBlockingOperation();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (
    call: () => Promise<unknown>,
    done: { messageKey: CampaignKey; options?: Record<string, unknown> },
    errorKey: CampaignKey,
  ) => {
    try {
      await block(call);
      notify(t(done.messageKey), { type: 'success', messageArgs: done.options });
    } catch (error) {
      notify(campaignErrorKey(error, errorKey), { type: 'error' });
    }
    refresh();
  };
};
