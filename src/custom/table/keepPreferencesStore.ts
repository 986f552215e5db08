import type { Store } from 'react-admin';
import { PREFERENCES_PREFIX } from './preferences';

/** react-admin's store key of the language the user chose (its `useLocaleState`). */
const LOCALE_KEY = 'locale';

/**
 * react-admin empties its store at logout; the users' table choices (each under its login) are
 * theirs to keep from one session to the next, and the language chosen on this browser (on the
 * login page or in the user dropdown) stays for the next sign-in, so both survive it.
 */
export const keepingTablePreferences = (store: Store): Store => ({
  ...store,
  reset: () => {
    const kept = { ...(store.listItems?.(PREFERENCES_PREFIX) ?? {}) };
    const locale = store.getItem(LOCALE_KEY);
    store.reset();
    for (const [key, value] of Object.entries(kept)) store.setItem(key, value);
    if (locale !== undefined) store.setItem(LOCALE_KEY, locale);
  },
});
