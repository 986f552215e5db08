import type { AppMessages } from './types';

export const en: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: { home: 'Home', back_home: 'Back to home', maintenance: 'Maintenance', open_menu: 'Open the menu' },
    breadcrumb: { label: 'You are here' },
    user_menu: { language: 'Language', language_changed: 'The portal is now in %{language}' },
    login: {
      title: 'Sign in to your portal',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      forgotten_password: 'Forgotten password?',
    },
    home: { welcome: 'Welcome, %{name}', intro: 'Your portal for business and HR documents.' },
    maintenance: {
      title: 'Maintenance',
      message:
        'The portal is undergoing maintenance. Some services may be unavailable for a short while. Thank you for your patience.',
    },
    loading: 'Loading…',
    error: {
      VALIDATION_ERROR: 'Please check the information entered',
      INVALID_JSON: 'The request could not be read',
      PAYLOAD_TOO_LARGE: 'The file or data sent is too large',
      UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted',
      UNAUTHENTICATED: 'Your session has expired, please sign in again',
      INVALID_CREDENTIALS: 'Wrong username or password',
      FORBIDDEN: 'You are not allowed to do this',
      NOT_FOUND: 'This item does not exist or you may not see it',
      TOO_MANY_REQUESTS: 'Too many attempts, please wait a moment',
      INTERNAL_ERROR: 'An unexpected error occurred, please try again',
      SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
      TIMEOUT: 'The server took too long to answer',
      NETWORK: 'The server cannot be reached, please check your connection',
      UNSUPPORTED_CALL: 'This action is not available',
    },
  },
};
