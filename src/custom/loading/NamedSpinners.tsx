import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { LoadingPage, useTranslate } from 'react-admin';

/**
 * react-admin's loading states (a page, a list, a lazy screen still on its way) draw a spinner with
 * no name, which a screen reader announces as a bare progress bar: within these, each spinner says
 * "loading" in the user's language.
 */
export const NamedSpinners = ({ children }: { children: ReactNode }) => {
  const label = useTranslate()('liasse.loading');
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
};

/** The page shown while the session is checked, before the layout is drawn. */
export const NamedLoadingPage = () => (
  <NamedSpinners>
    <LoadingPage />
  </NamedSpinners>
);
