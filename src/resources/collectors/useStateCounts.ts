import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProblemState } from './statePages';
import { COLLECTORS } from './name';

/**
 * How many subscriptions are in each of these states: the list's total with one row asked
 * (`GET collectorSubscriptions?state=…&limit=1`). Undefined while unknown.
 */
export const useStateCounts = (
  states: readonly ProblemState[],
  enabled = true,
): Partial<Record<ProblemState, number>> => {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: states.map((state) => ({
      queryKey: [COLLECTORS, 'getList', 'stateCount', state],
      queryFn: async () =>
        (
          await dataProvider.getList(COLLECTORS, {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'name', order: 'ASC' },
            filter: { state },
          })
        ).total,
      enabled,
    })),
  });
  return Object.fromEntries(states.map((state, index) => [state, results[index].data]));
};
