import { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import type { TFrontConf } from '../common/schemas/frontConf';
import { createAuthProvider } from './authProvider';
import { ForgottenPasswordPage } from './custom/account/ForgottenPasswordPage';
import { ResetPasswordPage } from './custom/account/ResetPasswordPage';
import { YourFilesPage } from './custom/account/YourFilesPage';
import { Home } from './custom/home/Home';
import { LiasseLayout } from './custom/layout/LiasseLayout';
import { keepingTablePreferences } from './custom/table/keepPreferencesStore';
import { QueuedSnackbar } from './custom/layout/QueuedSnackbar';
import { theme } from './custom/layout/theme';
import { AutologinPage } from './custom/login/AutologinPage';
import { GuestPage } from './custom/login/GuestPage';
import { LoginPage } from './custom/login/LoginPage';
import { MaintenancePage } from './custom/maintenance/MaintenancePage';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import { FrontConfProvider } from './frontConf';
import { STORE_KEY } from './i18n/initialLocale';
import { RESOURCES_LIST } from './resources';
import { RightsHome } from './custom/rights/RightsHome';
import { AccountPage } from './custom/account/AccountPage';
import { session } from './session';

const store = keepingTablePreferences(localStorageStore(undefined, STORE_KEY));

// Any unknown path goes home (spec section 2).
const GoHome = () => <Navigate to="/" replace />;
const PlainLoginPage = () => <LoginPage plain />;

export const App = ({ conf, i18nProvider }: { conf: TFrontConf; i18nProvider: I18nProvider }) => {
  const { dataProvider, authProvider, queryClient } = useMemo(() => {
    const http = createHttpClient(conf, session);
    const queryClient = new QueryClient();
    // Public pages inside the admin (/login-am, /autologin) leave a failed auth check cached.
    const onSessionStart = () => queryClient.resetQueries({ queryKey: ['auth'] });
    return {
      dataProvider: createDataProvider(http, conf.PRODUCT),
      authProvider: createAuthProvider(http, session, conf, onSessionStart),
      queryClient,
    };
  }, [conf]);
  return (
    <FrontConfProvider conf={conf}>
      {/* Navigations as transitions are restarted by react-admin's store reset on logout, which
          then loops between logout and /login (marmelab/react-admin#10764). */}
      <BrowserRouter useTransitions={false}>
        <Admin
          title="Liasse"
          dataProvider={dataProvider}
          queryClient={queryClient}
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
          {/* Each resource as its folder describes it, with the screens at the spec's own paths. */}
          {RESOURCES_LIST.map(({ name, list, create, edit, show, icon, recordRepresentation, routes = [] }) => (
            <Resource
              key={name}
              name={name}
              list={list}
              create={create}
              edit={edit}
              show={show}
              icon={icon}
              recordRepresentation={recordRepresentation}
            >
              {routes.map(({ path, screen: Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
            </Resource>
          ))}
          <CustomRoutes>
            <Route path="/maintenance" element={<MaintenancePage />} />
            <Route path="/admin/rights" element={<RightsHome />} />
            <Route path="/admin/account" element={<AccountPage />} />
          </CustomRoutes>
          {/* Public routes: no session needed, no layout. */}
          <CustomRoutes noLayout>
            <Route path="/login-am" element={<PlainLoginPage />} />
            <Route path="/autologin" element={<AutologinPage />} />
            <Route path="/guest/:login/:password" element={<GuestPage />} />
            <Route path="/forgotten-password" element={<ForgottenPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/your-files" element={<YourFilesPage />} />
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
    </FrontConfProvider>
  );
};
