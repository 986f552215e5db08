import { useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import type { TFrontConf } from '../common/schemas/frontConf';
import { createAuthProvider } from './authProvider';
import { Home } from './custom/home/Home';
import { LiasseLayout } from './custom/layout/LiasseLayout';
import { QueuedSnackbar } from './custom/layout/QueuedSnackbar';
import { theme } from './custom/layout/theme';
import { LoginPage } from './custom/login/LoginPage';
import { MaintenancePage } from './custom/maintenance/MaintenancePage';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import { STORE_KEY } from './i18n/initialLocale';
import { createSessionStore } from './session/sessionStore';

const store = localStorageStore(undefined, STORE_KEY);
const session = createSessionStore(localStorage);

// Any unknown path goes home (spec section 2).
const GoHome = () => <Navigate to="/" replace />;

export const App = ({ conf, i18nProvider }: { conf: TFrontConf; i18nProvider: I18nProvider }) => {
  const { dataProvider, authProvider } = useMemo(() => {
    const http = createHttpClient(conf, session);
    return { dataProvider: createDataProvider(http), authProvider: createAuthProvider(http, session, conf.PRODUCT) };
  }, [conf]);
  return (
    // Navigations as transitions are restarted by react-admin's store reset on logout, which then
    // loops between logout and /login (marmelab/react-admin#10764).
    <BrowserRouter useTransitions={false}>
      <Admin
        title="Liasse"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={LiasseLayout}
        loginPage={LoginPage}
        dashboard={Home}
        notification={QueuedSnackbar}
        catchAll={GoHome}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/maintenance" element={<MaintenancePage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
};
