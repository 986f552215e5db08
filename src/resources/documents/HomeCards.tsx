import FolderIcon from '@mui/icons-material/Folder';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import type { DocumentsDataProvider } from './calls';
import { GED, t as documentKey } from './name';

const t = documentKey.under('home');
const UNREAD = encodeURIComponent(JSON.stringify({ read: 'false' }));

/** What the list reads from the navigation: open the upload dialog at once. */
export type GedNavigationState = { upload?: boolean };

/** The home page's quick link (spec section 2: send document): /ged with its upload dialog open. */
export const SendDocumentLink = () => {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  if (!permissions.includes('DOCUMENTS_UPLOAD') || !permissions.includes('DOCUMENTS_LIST')) return null;
  return (
    <Button
      component={Link}
      to={`/${GED}`}
      state={{ upload: true } satisfies GedNavigationState}
      startIcon={<UploadFileIcon />}
    >
      {translate(t('send'))}
    </Button>
  );
};

/** The home page's count of unread documents, onto the list filtered to them. */
export const UnreadDocumentsCount = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: GED, action: 'list' });
  const { data: stats } = useQuery({
    queryKey: ['ged', 'stats', identity?.id],
    queryFn: () => dataProvider.docStats(),
    enabled: canAccess && identity !== undefined,
  });
  if (!canAccess) return null;
  return (
    <CountCard
      to={`/${GED}?filter=${UNREAD}`}
      Icon={FolderIcon}
      label={translate(t('unread'), { smart_count: stats?.unread ?? 0 })}
      count={stats?.unread}
    />
  );
};
