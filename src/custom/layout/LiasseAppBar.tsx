import { Box, Divider } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu } from 'react-admin';
import { LanguageMenuItems } from './LanguageMenuItems';
import { Logo } from './Logo';
import { NAVBAR_HEIGHT, NAVBAR_HEIGHT_NARROW } from './theme';

const LiasseUserMenu = () => (
  <UserMenu>
    <LanguageMenuItems />
    <Divider />
    <Logout />
  </UserMenu>
);

/** Top bar: logo, the right-hand text area (the page's title, from react-admin's <Title>), the user dropdown. */
export const LiasseAppBar = () => (
  <AppBar
    color="primary"
    toolbar={null}
    userMenu={<LiasseUserMenu />}
    sx={(theme) => ({
      '& .RaAppBar-toolbar': {
        minHeight: NAVBAR_HEIGHT,
        [theme.breakpoints.down('sm')]: { minHeight: NAVBAR_HEIGHT_NARROW },
      },
    })}
  >
    <Logo />
    <Box sx={{ flex: 1 }} />
    <TitlePortal
      data-testid="top-bar-text"
      variant="body1"
      sx={{ flex: 'none', mr: 2, display: { xs: 'none', sm: 'block' } }}
    />
  </AppBar>
);
