import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps the page's `lang` on the language it shows, so that screen readers speak it as such. */
export const DocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
