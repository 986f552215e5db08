import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ChorusDataProvider } from './calls';
import { CHORUS } from './name';

/** An organisation's Chorus Pro connection (`GET guichet-cpp/configuration/{orgId}`), once an organisation is chosen. */
export const useChorusConnection = (orgId: string | undefined) => {
  const dataProvider = useDataProvider<ChorusDataProvider>();
  return useQuery({
    queryKey: [CHORUS, 'connection', orgId],
    queryFn: () => dataProvider.chorusConnection(orgId!),
    enabled: Boolean(orgId),
  });
};
