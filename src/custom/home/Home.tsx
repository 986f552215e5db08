import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export const Home = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="liasse.menu.home" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('liasse.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('liasse.home.intro')}</Typography>
      </CardContent>
    </Card>
  );
};
