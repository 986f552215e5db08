import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { RESOURCES_LIST } from '../../resources';
import { crumbsFor, placesFor } from './breadcrumbs';

const PLACES = placesFor(RESOURCES_LIST);

export const Breadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = crumbsFor(PLACES, pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label={translate('liasse.breadcrumb.label')} sx={{ px: 2, py: 1, fontSize: '0.85rem' }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} sx={{ color: 'text.primary', fontSize: 'inherit' }} aria-current="page">
            {translate(crumb.labelKey, { smart_count: 2 })}
          </Typography>
        ) : (
          <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="inherit">
            {translate(crumb.labelKey, { smart_count: 2 })}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
};
