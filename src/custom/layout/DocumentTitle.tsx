import { useEffect } from 'react';

const APP_NAME = 'Liasse';

/** The tab title of a page: "<page title> · Liasse". */
export const tabTitle = (pageTitle?: string) => (pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME);

/** Keeps the tab title as "<page title> · Liasse", following the title react-admin's <Title> writes in the top bar. */
export const DocumentTitle = () => {
  useEffect(() => {
    const follow = () => {
      const pageTitle = document.getElementById('react-admin-title')?.textContent?.trim();
      const title = tabTitle(pageTitle);
      if (document.title !== title) document.title = title;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = APP_NAME;
    };
  }, []);
  return null;
};
