import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RESOURCES } from '../../dataProvider/resources';

const SECTIONS = [
  {
    path: RESOURCES.users,
    titleKey: 'resources.admin/rights/users.name',
    textKey: 'liasse.rights.users',
    feature: 'USERS_LIST',
  },
  {
    path: RESOURCES.groups,
    titleKey: 'resources.admin/rights/groups.name',
    textKey: 'liasse.rights.groups',
    feature: 'RIGHTS_MANAGE',
  },
  {
    path: RESOURCES.rules,
    titleKey: 'resources.admin/rights/rules.name',
    textKey: 'liasse.rights.rules',
    feature: 'RIGHTS_MANAGE',
  },
];

/** /admin/rights: the doors to users, groups and rules, as far as the user's features open them. */
export const RightsHome = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  return (
    <>
      <Title title="liasse.rights.title" />
      <Typography sx={{ my: 2 }}>{translate('liasse.rights.intro')}</Typography>
      <Grid container spacing={2}>
        {SECTIONS.filter((section) => permissions?.includes(section.feature)).map((section) => (
          <Grid key={section.path} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={`/${section.path}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {translate(section.titleKey, { smart_count: 2 })}
                  </Typography>
                  <Typography color="text.secondary">{translate(section.textKey)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
};
