// The shell's screens other than the login page, re-exported: Vite makes them one chunk, loaded
// the first time one of them is shown, so that the login page loads only what signing in needs.
export { AccountPage } from './account/AccountPage';
export { ForgottenPasswordPage } from './account/ForgottenPasswordPage';
export { ResetPasswordPage } from './account/ResetPasswordPage';
export { YourFilesPage } from './account/YourFilesPage';
export { Home } from './home/Home';
export { AutologinPage } from './login/AutologinPage';
export { GuestPage } from './login/GuestPage';
export { MaintenancePage } from './maintenance/MaintenancePage';
export { ActivatePage } from './personalAccount/ActivatePage';
export { MyDocumentsPage } from './personalAccount/MyDocumentsPage';
export { RightsHome } from './rights/RightsHome';
