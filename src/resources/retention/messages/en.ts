import type { RetentionMessages } from './fr';

export const en: RetentionMessages = {
  name: 'Document to purge |||| Documents to purge',
  page: { list: 'Documents to purge' },
  empty: 'No document is reaching the end of its retention',
  fields: {
    fileName: 'File name',
    docType: 'Type',
    orgName: 'Organisation',
    retainUntil: 'Kept until',
    held: 'Legal hold',
  },
  window: 'Due',
  windows: {
    '0': 'Purgeable today',
    '30': 'Within 30 days',
    '90': 'Within 90 days',
    '365': 'Within a year',
    '1825': 'Within 5 years',
  },
  held: 'Held',
  hold: {
    button: 'Hold %{name}',
    title: 'Hold the document %{name}',
    intro: 'A legal hold keeps this document from the purge until it is released.',
    reason: 'Reason',
    confirm: 'Hold',
    done: 'Document held',
    failed: 'The hold could not be set',
  },
  purge: {
    button: 'Purge now',
    title: 'Purge now?',
    content:
      'Documents past their retention and under no legal hold will be deleted for good. Each deletion is recorded.',
    started: 'The purge has started: each deletion is recorded',
    failed: 'The purge could not be started',
  },
  folder: 'Retention',
  holds: {
    name: 'Legal hold |||| Legal holds',
    page: {
      list: 'Legal holds',
    },
    empty: 'No legal hold',
    fields: {
      scope: 'Scope',
      targetName: 'What is held',
      reason: 'Reason',
      setBy: 'Set by',
      setAt: 'Set on',
      state: 'State',
    },
    scopes: {
      DOCUMENT: 'Document',
      EMPLOYEE: 'Employee',
      ORGANIZATION: 'Organisation',
    },
    deleted: '(deleted)',
    active: 'Active',
    released: 'Released on %{date} by %{name}',
    release: {
      button: 'Release the hold on %{name}',
      label: 'Release',
      title: 'Release the hold on %{name}?',
      content: 'What it kept may be purged again when its day comes.',
      done: 'Hold released',
      failed: 'The hold could not be released',
    },
  },
  purges: {
    name: 'Purge log |||| Purge log',
    page: {
      list: 'Purge log',
    },
    empty: 'No document has been purged yet',
    fields: {
      purgedAt: 'Purged on',
      fileName: 'File name',
      docType: 'Type',
      orgName: 'Organisation',
      rule: 'Rule applied',
      retainUntil: 'Due',
      sha256: 'SHA-256 fingerprint',
    },
  },
};
