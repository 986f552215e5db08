import type { ErrorCode } from '../../../common/errors';
import type { Area, AreaAction, OTHER_FEATURES } from '../../../common/features';

/** Errors the front end raises itself, beside the server's codes. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'UNSUPPORTED_CALL';

/** The table kit's texts (src/custom/table/). */
export type TableMessages = {
  select_all: string;
  select_row: string;
  columns: string;
  columns_title: string;
  close: string;
  search_toggle: string;
  search_by: string;
  date_start: string;
  date_end: string;
  select_filter: string;
  view: string;
  view_list: string;
  view_grid: string;
  not_provided: string;
  flip: string;
  flip_back: string;
  card_back: string;
  actions: string;
  resize: string;
  sort_by: string;
  no_results: string;
  total: string;
  page_of: string;
  per_page: string;
  first_page: string;
  previous_page: string;
  next_page: string;
  last_page: string;
  pagination: string;
};

/** A text per key. */
type Labels<K extends string> = Record<K, string>;

/** The organisation screens' own texts (src/resources/organizations/). */
export type OrganizationMessages = {
  kinds: Labels<'root' | 'child'>;
  create_title: string;
  errors_title: string;
  postal_help: string;
  invoicing: string;
  password_encrypted: string;
  password_kept: string;
  css_help: string;
  distribution: Labels<'AUTOMATIC' | 'WITH_VALIDATION'>;
  transmission: Labels<'DEFAULT' | 'LINK' | 'ATTACHMENT'>;
  reception: Labels<'EMITTER_CHOICE' | 'LINK' | 'ATTACHMENT'>;
  tabs: Labels<'identity' | 'address' | 'invoicing' | 'configuration'>;
  siret_search: Labels<'title' | 'intro' | 'search' | 'not_found' | 'continue' | 'skip' | 'failed'>;
};

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
      siret: string;
      siret_taken: string;
      root_cannot_move: string;
      inside_itself: string;
      https_url: string;
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
    home: { welcome: string; intro: string; new_organization: string; organizations: string };
    maintenance: { title: string; message: string };
    table: TableMessages;
    organizations: OrganizationMessages;
    doc_types: Labels<'PAYE' | 'WCNT' | 'CHIN'>;
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
    organizations: {
      name: string;
      fields: Labels<
        | 'name'
        | 'siret'
        | 'parentName'
        | 'zipCode'
        | 'city'
        | 'kind'
        | 'createdAt'
        | 'parentId'
        | 'distribution'
        | 'invoicingLogin'
        | 'invoicingPassword'
        | 'clearInvoicingPassword'
        | 'hasInvoicingPassword'
        | 'ancestors'
      > & {
        address: Labels<'street' | 'postal' | 'zipCode' | 'city' | 'country' | 'phone'>;
        conf: Labels<'transmissionMode' | 'receptionMode' | 'docTypes'> & { extraOptions: Labels<'specificCSSUrl'> };
      };
    };
  };
};
