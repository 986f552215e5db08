import type { RetentionMessages } from './fr';

export const en: RetentionMessages = {
  name: 'Retention |||| Retention',
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
};
