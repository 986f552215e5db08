import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { usePermissions, useTranslate } from 'react-admin';
import { CountCard } from '../../custom/home/CountCard';
import { COLLECTORS, t } from './name';
import { ERROR_STATES } from './statePages';
import { useStateCounts } from './useStateCounts';

/**
 * The home page's count: the subscriptions in error (a remote refused an account, or a collection
 * failed), leading to the list where each state has its page; with the listing feature.
 */
export const CollectorErrorCount = () => {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const canList = permissions.includes('COLLECTORS_LIST');
  const counts = useStateCounts(ERROR_STATES, canList);
  if (!canList) return null;
  const known = ERROR_STATES.every((state) => counts[state] !== undefined);
  const count = known ? ERROR_STATES.reduce((sum, state) => sum + counts[state]!, 0) : undefined;
  return (
    <CountCard
      to={`/${COLLECTORS}`}
      label={translate(t('home.in_error'), { smart_count: count ?? 0 })}
      count={count}
      Icon={SyncProblemIcon}
    />
  );
};
