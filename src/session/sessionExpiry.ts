import { useSyncExternalStore } from 'react';

/**
 * Set when a call answers 401: the login page then says the session expired, and the snackbar
 * drops the messages of the other calls that fail with it, until the user signs in again.
 * Kept in sessionStorage because react-admin resets its own store on logout.
 */
const KEY = 'liasse.sessionExpired';
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((listener) => listener());

export const sessionExpiry = {
  mark: () => {
    sessionStorage.setItem(KEY, '1');
    notifyAll();
  },
  clear: () => {
    sessionStorage.removeItem(KEY);
    notifyAll();
  },
  isExpired: () => sessionStorage.getItem(KEY) === '1',
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSessionExpired = () => useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.isExpired);
