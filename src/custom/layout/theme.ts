import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 214;
export const NAVBAR_HEIGHT = 75;
export const NAVBAR_HEIGHT_NARROW = 50;

/** Spec section 9: Lato, 214px menu, 75px navbar (50px narrow), narrow below 768px, tooltip 2 s then 0.5 s. */
export const theme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#c8553d' },
    background: { default: '#f5f6f8' },
    // Darker than MUI's defaults so that their text reaches 4.5:1 (WCAG AA) on white and on the
    // page's background, and white text on them too: the Delete button, the status chips.
    error: { main: '#b3261e' },
    warning: { main: '#a84d00' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
  typography: { fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif' },
  breakpoints: { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1536 } },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 50 },
  components: {
    // A user who asked their system for less motion gets none: no spinning, sliding or fading
    // (WCAG 2.3.3). The browser tests ask for it too, which spares their two cores the frames.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // The page's title in the top bar is its one level-one heading; a heading inside the page is
    // level two whatever its size (react-admin's empty list writes an h4), so the outline never
    // skips a level, and subtitles are text, not headings.
    MuiTypography: {
      defaultProps: {
        variantMapping: { h2: 'h2', h3: 'h2', h4: 'h2', h5: 'h2', h6: 'h2', subtitle1: 'p', subtitle2: 'p' },
      },
    },
    MuiTooltip: {
      defaultProps: {
        leaveDelay: 2000,
        leaveTouchDelay: 2000,
        slotProps: { transition: { timeout: { enter: 200, exit: 500 } } },
      },
    },
    // react-admin sizes the menu for a 48px top bar; ours is 75px (50px narrow), so the page
    // would always be 27px taller than the window.
    RaSidebar: {
      styleOverrides: {
        root: ({ theme: t }: { theme: { breakpoints: { down: (key: string) => string } } }) => ({
          '&, & .RaSidebar-fixed': {
            height: `calc(100vh - ${NAVBAR_HEIGHT}px)`,
            [t.breakpoints.down('sm')]: { height: `calc(100vh - ${NAVBAR_HEIGHT_NARROW}px)` },
          },
        }),
      },
    },
    // react-admin writes the empty-list texts in the disabled grey, below 4.5:1.
    RaEmpty: {
      styleOverrides: {
        root: ({ theme: t }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaEmpty-message': { color: t.palette.text.secondary },
        }),
      },
    },
    // react-admin's whole-page loading state writes its texts in the disabled grey too.
    RaLoading: {
      styleOverrides: {
        root: ({ theme: t }: { theme: { palette: { text: { secondary: string } } } }) => ({
          '& .RaLoading-message': { color: t.palette.text.secondary },
        }),
      },
    },
    // The side menu's texts at 14px, as MUI's dense lists: every label of the six languages
    // holds on one line in the 214px menu.
    RaMenu: {
      styleOverrides: {
        root: { '& .MuiTypography-root, & .MuiMenuItem-root': { fontSize: '0.875rem' } },
      },
    },
    RaLayout: {
      styleOverrides: {
        root: ({ theme: t }: { theme: { breakpoints: { down: (key: string) => string } } }) => ({
          '& .RaLayout-appFrame': {
            marginTop: NAVBAR_HEIGHT,
            [t.breakpoints.down('sm')]: { marginTop: NAVBAR_HEIGHT_NARROW },
          },
        }),
      },
    },
  },
} as RaThemeOptions);
