import type { ErrorCode } from '../../../common/errors';

/** Errors the front end raises itself, beside the server's codes. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'UNSUPPORTED_CALL';

/** The app's own messages; every locale must fill every key (the type checker holds them to it). */
export type AppMessages = {
  liasse: {
    app: { name: string };
    menu: { home: string; back_home: string; maintenance: string; open_menu: string; outbox: string };
    breadcrumb: { label: string };
    user_menu: { language: string; language_changed: string };
    login: {
      title: string;
      username: string;
      password: string;
      submit: string;
      forgotten_password: string;
      expired: string;
      blocked: string;
      sso_failed: string;
      sso_unknown: string;
      sso_button: string;
      guest: string;
    };
    forgotten: { title: string; intro: string; login: string; submit: string; sent: string; back: string };
    reset: { title: string; password: string; confirmation: string; submit: string; done: string; rule: string };
    your_files: {
      title: string;
      intro: string;
      password: string;
      confirmation: string;
      terms: string;
      terms_text: string;
      submit: string;
      done: string;
    };
    autologin: { working: string };
    validation: { password_rule: string; confirmation_mismatch: string };
    outbox: { status: Record<'pending' | 'sent' | 'failed' | 'held', string>; empty: string };
    home: { welcome: string; intro: string };
    maintenance: { title: string; message: string };
    loading: string;
    error: Record<ErrorCode | ClientErrorCode, string>;
  };
  resources: {
    outbox: {
      name: string;
      fields: Record<'recipient' | 'subject' | 'status' | 'createdAt' | 'sentAt' | 'text' | 'error', string>;
    };
  };
};
