import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Logo } from '../layout/Logo';

/** The frame of the pages one reaches signed out: login, forgotten password, account finalisation. */
export const PublicCard = ({
  title,
  children,
  plain = false,
}: {
  title: string;
  children: ReactNode;
  plain?: boolean;
}) => {
  // The tab says which page it is, as the pages inside the layout do (DocumentTitle.tsx).
  useEffect(() => {
    document.title = `${title} · Liasse`;
    return () => {
      document.title = 'Liasse';
    };
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
        </CardContent>
      </Card>
    </Box>
  );
};
