import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DOC_TYPES, type DocType } from '../../../../common/docTypes';
import type { DocumentsDataProvider } from '../../documents/calls';

/**
 * The document types a file may take: the emitting organisation's once chosen, else every type;
 * invoices always, since a campaign of invoices goes to Chorus Pro whatever types the organisation files.
 */
export const useDocTypeChoices = (): readonly DocType[] => {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const orgId = useWatch({ name: 'orgId' }) as string | null;
  const { data } = useQuery({
    queryKey: ['ged', 'org-doc-types', orgId],
    queryFn: () => dataProvider.orgDocTypes(orgId!),
    enabled: Boolean(orgId),
  });
  return orgId && data ? (data.includes('FACT') ? data : [...data, 'FACT']) : DOC_TYPES;
};
