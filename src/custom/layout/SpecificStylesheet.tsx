import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { OrganizationsDataProvider } from '../../resources/organizations/calls';

/**
 * After login, the stylesheet the user's organisation configured (extraOptions.specificCSSUrl),
 * added after the portal's own styles so it can override them; removed when the user leaves.
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
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.dataset.liasse = 'specific-css';
    document.head.appendChild(link);
    return () => link.remove();
  }, [url]);
  return null;
};
