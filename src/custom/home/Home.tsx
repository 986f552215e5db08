import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import BusinessIcon from '@mui/icons-material/Business';
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import type { OrganizationsDataProvider } from '../../resources/organizations/calls';
import { ORGANIZATIONS } from '../../resources/organizations/name';
import { session } from '../../session';

/** A dashboard count, linking to its list. */
const CountCard = ({ to, label, count }: { to: string; label: string; count?: number }) => (
  <Card sx={{ minWidth: 200 }}>
    <CardActionArea component={Link} to={to}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BusinessIcon color="primary" fontSize="large" />
          <div>
            <Typography variant="h4" component="p">
              {count ?? '…'}
            </Typography>
            <Typography color="text.secondary">{label}</Typography>
          </div>
        </Stack>
      </CardContent>
    </CardActionArea>
  </Card>
);

/** The home page: quick links and counts, each shown only with its feature; an employee's documents for them. */
export const Home = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const { identity } = useGetIdentity();
  const { canAccess: canListOrganizations = false } = useCanAccess({ resource: ORGANIZATIONS, action: 'list' });
  const { canAccess: canCreateOrganizations } = useCanAccess({ resource: ORGANIZATIONS, action: 'create' });
  const { data: stats } = useQuery({
    queryKey: ['organizations', 'stats', identity?.id],
    queryFn: () => dataProvider.organizationStats(),
    enabled: canListOrganizations && identity !== undefined,
  });
  // An employee's personal account has only its own documents.
  if (session.read()?.personalAccount) return <Navigate to="/my-documents" replace />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <Title title="liasse.menu.home" />
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('liasse.home.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography color="text.secondary">{translate('liasse.home.intro')}</Typography>
          {canCreateOrganizations && (
            <Button component={Link} to="/organizations/create" startIcon={<AddBusinessIcon />} sx={{ mt: 2 }}>
              {translate('liasse.home.new_organization')}
            </Button>
          )}
        </CardContent>
      </Card>
      {canListOrganizations && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <CountCard
            to="/organizations"
            label={translate('liasse.home.organizations', { smart_count: stats?.count ?? 0 })}
            count={stats?.count}
          />
        </Stack>
      )}
    </Stack>
  );
};
