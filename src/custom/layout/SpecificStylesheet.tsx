import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { OrganizationsDataProvider } from '../../resources/organizations/calls';

const RELOADED_FOR = 'liasse.stylesheet-reloaded-for';

/**
 * After login, the stylesheet the user's organisation configured (extraOptions.specificCSSUrl),
 * added after the portal's own styles so it can override them; removed when the user leaves.
 * The page's policy names it only when the page was loaded with the pass the stylesheet call
 * hands out (server/http/stylesheetPass.ts): right after sign-in it was not, so the page reloads
 * once, then the policy lets the stylesheet in.
 */
export const SpecificStylesheet = () => {
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const { identity } = useGetIdentity();
  const { data: url } = useQuery({
    // Per user: the next person to sign in on this browser may belong to another organisation.
    queryKey: ['organization', 'current', 'stylesheet', identity?.id],
    enabled: identity !== undefined,
    queryFn: () => dataProvider.currentStylesheet(),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (!url) return;
    const onBlocked = (event: SecurityPolicyViolationEvent) => {
      // A browser may report a cross-origin address by its origin only.
      const ours =
        event.violatedDirective.startsWith('style-src') && event.blockedURI && url.startsWith(event.blockedURI);
      if (!ours || sessionStorage.getItem(RELOADED_FOR) === url) return;
      sessionStorage.setItem(RELOADED_FOR, url);
      window.location.reload();
    };
    document.addEventListener('securitypolicyviolation', onBlocked);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.dataset.liasse = 'specific-css';
    link.onload = () => sessionStorage.removeItem(RELOADED_FOR);
    document.head.appendChild(link);
    return () => {
      document.removeEventListener('securitypolicyviolation', onBlocked);
      link.remove();
    };
  }, [url]);
  return null;
};
