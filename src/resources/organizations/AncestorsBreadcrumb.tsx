import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import type { OrganizationRecord } from './calls';

/** The organisation's place in the tree: the ancestors the user may see, each a link. */
export const AncestorsBreadcrumb = (_props: { label?: string }) => {
  const organization = useRecordContext<OrganizationRecord>();
  // The list's row stands in for the record until the organisation itself is read: it has no ancestors yet.
  if (!organization?.ancestors) return null;
  return (
    <Breadcrumbs aria-label="ancestors">
      {organization.ancestors.map((ancestor) => (
        <MuiLink key={ancestor.id} component={Link} to={`/organizations/${ancestor.id}/show`} underline="hover">
          {ancestor.name}
        </MuiLink>
      ))}
      <Typography color="text.primary">{organization.name}</Typography>
    </Breadcrumbs>
  );
};
