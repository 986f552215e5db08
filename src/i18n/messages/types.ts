import type { ErrorCode } from '../../../common/errors';
import type { Area, AreaAction, OTHER_FEATURES } from '../../../common/features';

/** Errors the front end raises itself, beside the server's codes. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'UNSUPPORTED_CALL';

/** The app's own messages; every locale must fill every key (the type checker holds them to it). */
export type AppMessages = {
  liasse: {
    app: { name: string };
    menu: {
      home: string;
      back_home: string;
      maintenance: string;
      open_menu: string;
      outbox: string;
      rights: string;
      account: string;
    };
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
    validation: {
      password_rule: string;
      confirmation_mismatch: string;
      not_visible: string;
      already_used: string;
      needs_user_or_group: string;
      needs_action: string;
    };
    rights: {
      title: string;
      intro: string;
      users: string;
      groups: string;
      rules: string;
      blocked: string;
      unblock: string;
      unblocked: string;
    };
    rules: {
      steps: Record<'identity' | 'assignees' | 'actions' | 'filters' | 'summary', string>;
      next: string;
      back: string;
      areas: Record<Area, string>;
      actions: Record<AreaAction, string>;
      other_actions: string;
      features: Record<(typeof OTHER_FEATURES)[number], string>;
      criteria: {
        add: string;
        type: string;
        PeriodCriteria: string;
        DocTypeCriteria: string;
        OrgsCriteria: string;
        MetaDataCriteria: string;
        start: string;
        end: string;
        value: string;
        key: string;
        orgIds: string;
      };
      no_filter: string;
      granted: string;
      not_granted: string;
    };
    account: {
      title: string;
      profile: string;
      password: string;
      old_password: string;
      new_password: string;
      confirmation: string;
      submit: string;
      changed: string;
    };
    outbox: { status: Record<'pending' | 'sent' | 'failed' | 'held', string>; empty: string };
    home: { welcome: string; intro: string };
    maintenance: { title: string; message: string };
    loading: string;
    error: Record<ErrorCode | ClientErrorCode, string>;
  };
  resources: {
    'admin/rights/users': {
      name: string;
      fields: Record<
        | 'login'
        | 'password'
        | 'confirmation'
        | 'firstName'
        | 'lastName'
        | 'name'
        | 'email'
        | 'userOrgId'
        | 'visuOrgIds'
        | 'blocked',
        string
      >;
    };
    'admin/rights/groups': { name: string; fields: Record<'name' | 'userIds', string> };
    'admin/rights/rules': {
      name: string;
      fields: Record<'name' | 'orgId' | 'userIds' | 'userGroupIds' | 'features' | 'docCriterias', string>;
    };
    outbox: {
      name: string;
      fields: Record<'recipient' | 'subject' | 'status' | 'createdAt' | 'sentAt' | 'text' | 'error', string>;
    };
  };
};
