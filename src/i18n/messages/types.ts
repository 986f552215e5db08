import type { ErrorCode } from '../../../common/errors';

/** Errors the front end raises itself, beside the server's codes. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'UNSUPPORTED_CALL';

/** The app's own messages; every locale must fill every key (the type checker holds them to it). */
export type AppMessages = {
  liasse: {
    app: { name: string };
    menu: { home: string; back_home: string; maintenance: string; open_menu: string };
    breadcrumb: { label: string };
    user_menu: { language: string; language_changed: string };
    login: {
      title: string;
      username: string;
      password: string;
      submit: string;
      forgotten_password: string;
    };
    home: { welcome: string; intro: string };
    maintenance: { title: string; message: string };
    loading: string;
    error: Record<ErrorCode | ClientErrorCode, string>;
  };
};
