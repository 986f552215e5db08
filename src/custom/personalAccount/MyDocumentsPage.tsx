import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/**
 * /my-documents: where an employee's personal account lands. Their documents come with the
 * document safe; until then the page says there are none yet.
 */
export const MyDocumentsPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="liasse.personal_account.my_documents.title" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('liasse.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <FolderOpenIcon color="disabled" fontSize="large" />
          <Typography color="text.secondary">{translate('liasse.personal_account.my_documents.empty')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
