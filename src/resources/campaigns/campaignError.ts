import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { t, type CampaignKey } from './name';

/**
 * The translated message of a failed campaign call: a transition the campaign's state no longer
 * allows (409), a server out of reach (no answer: the network or the timeout), else the
 * operation's own error (a key under `resources.campaigns`).
 */
export const campaignErrorKey = (error: unknown, operationKey: CampaignKey): string => {
  const { status, code } = httpErrorOf(error);
  if (status === 409) return t('errors.transition');
  if (code === 'NETWORK' || code === 'TIMEOUT') return t('errors.unreachable');
  return t(operationKey);
};
