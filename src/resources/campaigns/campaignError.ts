import { t } from './texts';

/**
 * The translated message of a failed campaign call: a transition the campaign's state no longer
 * allows (409), a server out of reach, else the operation's own error (a key under `resources.campaigns`).
 */
export const campaignErrorKey = (error: unknown, operationKey: string): string => {
  const { status } = error as { status?: number };
  if (status === 409) return t('errors.transition');
  if (status === 0) return t('errors.unreachable');
  return t(operationKey);
};
