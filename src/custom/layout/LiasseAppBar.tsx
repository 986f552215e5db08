import { Box, Divider } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LanguageMenuItems } from './LanguageMenuItems';
import { Logo } from './Logo';
import { NAVBAR_HEIGHT, NAVBAR_HEIGHT_NARROW } from './theme';

/** The user dropdown; its button shows the user's name, so its accessible name starts with it. */
const LiasseUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} · ${menu}` : menu}>
      <LanguageMenuItems />
      <Divider />
      <Logout />
    </UserMenu>
  );
};

/**
 * Top bar: logo, the right-hand text area, the user dropdown. The text area holds the page's
 * title (react-admin's <Title>) and is the page's one level-one heading; on narrow screens it is
 * hidden from sight only, so the heading stays.
 */
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
      component="h1"
      sx={(theme) => ({ flex: 'none', mr: 2, [theme.breakpoints.down('sm')]: visuallyHidden })}
    />
  </AppBar>
);
