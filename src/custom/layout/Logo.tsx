import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const Logo = () => {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
        {translate('liasse.app.name')}
      </Typography>
    </Box>
  );
};
