import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { DocumentLanguage } from '../layout/DocumentLanguage';
import { tabTitle } from '../layout/DocumentTitle';
import { Logo } from '../layout/Logo';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The frame of the pages one reaches signed out: login, forgotten password, account finalisation.
 * Its title is the page's one level-one heading and its tab title; a language switch sits under the form.
 */
export const PublicCard = ({
  title,
  children,
  plain = false,
}: {
  title: string;
  children: ReactNode;
  plain?: boolean;
}) => {
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        pt: { xs: 4, sm: 12 },
        px: 2,
        background: plain ? '#fff' : 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={plain ? 0 : 1} variant={plain ? 'outlined' : 'elevation'}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main', mb: 2 }}>
            <Logo />
          </Box>
          <Typography variant="h6" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
            {title}
          </Typography>
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <LanguageSwitch />
          </Box>
        </CardContent>
      </Card>
      <DocumentLanguage />
    </Box>
  );
};
