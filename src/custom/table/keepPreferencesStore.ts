import type { Store } from 'react-admin';
import { PREFERENCES_PREFIX } from './preferences';

/**
 * react-admin empties its store at logout; the users' table choices (each under its login) are
 * theirs to keep from one session to the next, so they survive it.
 */
export const keepingTablePreferences = (store: Store): Store => ({
  ...store,
  reset: () => {
    const kept = store.listItems?.(PREFERENCES_PREFIX) ?? {};
    store.reset();
    for (const [key, value] of Object.entries(kept)) store.setItem(key, value);
  },
});
