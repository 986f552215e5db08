import { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import type { TFrontConf } from '../common/schemas/frontConf';
import { createAuthProvider } from './authProvider';
import { LiasseLayout } from './custom/layout/LiasseLayout';
import { NamedLoadingPage } from './custom/loading/NamedSpinners';
import { keepingTablePreferences } from './custom/table/keepPreferencesStore';
import { QueuedSnackbar } from './custom/layout/QueuedSnackbar';
import { theme } from './custom/layout/theme';
import { LoginPage } from './custom/login/LoginPage';
import { createDataProvider } from './dataProvider';
import { createApiCall } from './dataProvider/call';
import { createHttpClient } from './dataProvider/httpClient';
import { FrontConfProvider } from './frontConf';
import { STORE_KEY } from './i18n/initialLocale';
import { RESOURCES_LIST, fieldMessagesOf } from './resources';
import { lazyScreens } from './resources/descriptor';
import { session } from './session';

const store = keepingTablePreferences(localStorageStore(undefined, STORE_KEY));

// Any unknown path goes home (spec section 2).
const GoHome = () => <Navigate to="/" replace />;
const PlainLoginPage = () => <LoginPage plain />;

// Every screen but the login page is loaded the first time it is shown.
const shell = lazyScreens(() => import('./custom/shellScreens'));
const HomeScreen = shell('Home');
const Home = () => <HomeScreen />;
const AccountPage = shell('AccountPage');
const RightsHome = shell('RightsHome');
const MaintenancePage = shell('MaintenancePage');
const AutologinPage = shell('AutologinPage');
const GuestPage = shell('GuestPage');
const ForgottenPasswordPage = shell('ForgottenPasswordPage');
const ResetPasswordPage = shell('ResetPasswordPage');
const YourFilesPage = shell('YourFilesPage');
const ActivatePage = shell('ActivatePage');
const MyDocumentsPage = shell('MyDocumentsPage');
// The layout waits for a lazy screen; pages without it wait here.
const Public = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

export const App = ({ conf, i18nProvider }: { conf: TFrontConf; i18nProvider: I18nProvider }) => {
  const { dataProvider, authProvider, queryClient } = useMemo(() => {
    const http = createHttpClient(conf, session, { fieldMessages: fieldMessagesOf(RESOURCES_LIST) });
    const call = createApiCall(http, conf.PRODUCT);
    const queryClient = new QueryClient();
    // Public pages inside the admin (/login-am, /autologin) leave a failed auth check cached.
    const onSessionStart = () => queryClient.resetQueries({ queryKey: ['auth'] });
    return {
      dataProvider: createDataProvider(call),
      authProvider: createAuthProvider(call, session, conf, onSessionStart),
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
          loading={NamedLoadingPage}
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
            <Route path="/my-documents" element={<MyDocumentsPage />} />
          </CustomRoutes>
          {/* Public routes: no session needed, no layout. */}
          <CustomRoutes noLayout>
            <Route path="/login-am" element={<PlainLoginPage />} />
            <Route
              path="/autologin"
              element={
                <Public>
                  <AutologinPage />
                </Public>
              }
            />
            <Route
              path="/guest/:login/:password"
              element={
                <Public>
                  <GuestPage />
                </Public>
              }
            />
            <Route
              path="/forgotten-password"
              element={
                <Public>
                  <ForgottenPasswordPage />
                </Public>
              }
            />
            <Route
              path="/reset-password"
              element={
                <Public>
                  <ResetPasswordPage />
                </Public>
              }
            />
            <Route
              path="/activate"
              element={
                <Public>
                  <ActivatePage />
                </Public>
              }
            />
            <Route
              path="/your-files"
              element={
                <Public>
                  <YourFilesPage />
                </Public>
              }
            />
            {/* The resources' own public pages (a link in an email), as their folders describe them. */}
            {RESOURCES_LIST.flatMap(({ publicRoutes = [] }) => publicRoutes).map(({ path, screen: Screen }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Public>
                    <Screen />
                  </Public>
                }
              />
            ))}
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
    </FrontConfProvider>
  );
};
