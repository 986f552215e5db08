import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { RESOURCES_LIST } from '../../resources';
import { opens } from '../../resources/access';

/** The resources of the rights folder, in their menu order. */
const SECTIONS = RESOURCES_LIST.filter((resource) => resource.menu?.folder === 'rights').sort(
  (a, b) => a.menu!.order - b.menu!.order,
);

/** /admin/rights: the doors to users, groups and rules, as far as the user's features open them. */
export const RightsHome = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return null;
  const sections = SECTIONS.filter((section) => opens(section, 'list', permissions ?? []));
  if (sections.length === 0) return <Navigate to="/access-denied" replace />;
  return (
    <>
      <Title title="liasse.rights.title" />
      <Typography sx={{ my: 2 }}>{translate('liasse.rights.intro')}</Typography>
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.name} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={`/${section.name}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {translate(`resources.${section.name}.name`, { smart_count: 2 })}
                  </Typography>
                  <Typography color="text.secondary">{translate(`resources.${section.name}.description`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
};
