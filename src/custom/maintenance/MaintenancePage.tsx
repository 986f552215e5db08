import BuildIcon from '@mui/icons-material/Build';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export const MaintenancePage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="liasse.maintenance.title" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BuildIcon color="primary" fontSize="large" />
          <div>
            <Typography variant="h5" component="h2" gutterBottom>
              {translate('liasse.maintenance.title')}
            </Typography>
            <Typography>{translate('liasse.maintenance.message')}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
