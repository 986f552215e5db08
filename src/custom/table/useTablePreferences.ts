import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'react-admin';
import { session } from '../../session';
import { DEFAULT_PREFERENCES, preferencesKey, readPreferences } from './preferences';
import type { TablePreferences } from './types';

/** The user's column and view choices for one list, from react-admin's store. */
export const useTablePreferences = (name: string) => {
  // The session does not change under a mounted list: signing in again remounts the app's pages.
  const [login] = useState(() => session.read()?.login ?? '');
  const [stored, store] = useStore<unknown>(preferencesKey(login, name), DEFAULT_PREFERENCES);
  const preferences = useMemo(() => readPreferences(stored), [stored]);
  const update = useCallback(
    (change: (preferences: TablePreferences) => TablePreferences) => {
      const next = change(preferences);
      if (next !== preferences) store(next);
    },
    [preferences, store],
  );
  return [preferences, update] as const;
};
