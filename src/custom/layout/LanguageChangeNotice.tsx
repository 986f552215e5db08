import { useEffect } from 'react';
import { useI18nProvider, useNotify, useStore } from 'react-admin';
import type { Locale } from '../../../common/locales';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';

/** Set when the user picks a language; the notice waits for it in the store. */
export const useLanguageNotice = () => useStore<Locale | null>('liasse.languageNotice', null);

/**
 * Says that the language changed once the new messages are in place. react-admin remounts the
 * whole tree when the locale changes, so a message sent at the moment of the click would be lost
 * with the snackbar that was showing it.
 */
export const LanguageChangeNotice = () => {
  const active = useI18nProvider().getLocale();
  const [pending, setPending] = useLanguageNotice();
  const notify = useNotify();
  useEffect(() => {
    if (!pending || pending !== active) return;
    setPending(null);
    notify('liasse.user_menu.language_changed', { messageArgs: { language: LANGUAGE_NAMES[pending] } });
  }, [pending, active, setPending, notify]);
  return null;
};
