import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import type { OrganizationsDataProvider } from './calls';
import { ORGANIZATIONS } from './name';

/** The home page's quick link: a new organisation, with the creation's feature. */
export const NewOrganizationLink = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: ORGANIZATIONS, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`/${ORGANIZATIONS}/create`} startIcon={<AddBusinessIcon />}>
      {translate('liasse.home.new_organization')}
    </Button>
  );
};

/** The home page's count of the organisations the user sees. */
export const OrganizationCount = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: ORGANIZATIONS, action: 'list' });
  const { data: stats } = useQuery({
    queryKey: ['organizations', 'stats', identity?.id],
    queryFn: () => dataProvider.organizationStats(),
    enabled: canAccess && identity !== undefined,
  });
  if (!canAccess) return null;
  return (
    <CountCard
      to={`/${ORGANIZATIONS}`}
      label={translate('liasse.home.organizations', { smart_count: stats?.count ?? 0 })}
      count={stats?.count}
    />
  );
};
