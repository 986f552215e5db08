import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { CountCard } from './CountCard';
import { CampaignCounts, NewCampaignLink } from '../../resources/campaigns/HomeCards';
import { SendDocumentLink, UnreadDocumentsCount } from '../../resources/documents/HomeCards';
import { EmployeeCounts, NewEmployeeLink } from '../../resources/employees/HomeCards';
import type { OrganizationsDataProvider } from '../../resources/organizations/calls';
import { ORGANIZATIONS } from '../../resources/organizations/name';
import { session } from '../../session';
import { PARTNERSHIPS } from '../../resources/partnerships/name';
import { NewSignWorkflowLink, SignWorkflowCounts } from '../../resources/signWorkflows/HomeCards';

/** The home page: quick links and counts, each shown only with its feature; a personal account's documents for an employee. */
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
  const { canAccess: canListPartnerships = false } = useCanAccess({ resource: PARTNERSHIPS, action: 'list' });
  const { canAccess: canCreatePartnerships } = useCanAccess({ resource: PARTNERSHIPS, action: 'create' });
  // The count is the list's own: one row asked, the total of every match answered.
  const { data: partnershipCount } = useQuery({
    queryKey: [PARTNERSHIPS, 'count', identity?.id],
    queryFn: async () =>
      (
        await dataProvider.getList(PARTNERSHIPS, {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).total,
    enabled: canListPartnerships && identity !== undefined,
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
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <NewSignWorkflowLink />
            <SendDocumentLink />
            <NewEmployeeLink />
            {canCreateOrganizations && (
              <Button component={Link} to="/organizations/create" startIcon={<AddBusinessIcon />}>
                {translate('liasse.home.new_organization')}
              </Button>
            )}
            {canCreatePartnerships && (
              <Button component={Link} to={`/${PARTNERSHIPS}/create`} startIcon={<HandshakeIcon />}>
                {translate(`resources.${PARTNERSHIPS}.create.title`)}
              </Button>
            )}
            <NewCampaignLink />
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SignWorkflowCounts />
        <UnreadDocumentsCount />
        <EmployeeCounts />
        {canListOrganizations && (
          <CountCard
            to="/organizations"
            label={translate('liasse.home.organizations', { smart_count: stats?.count ?? 0 })}
            count={stats?.count}
          />
        )}
        {canListPartnerships && (
          <CountCard
            to={`/${PARTNERSHIPS}`}
            label={translate(`resources.${PARTNERSHIPS}.count`, { smart_count: partnershipCount ?? 0 })}
            count={partnershipCount}
            Icon={HandshakeIcon}
          />
        )}
        <CampaignCounts />
      </Stack>
    </Stack>
  );
};
