import type { DocType } from './docTypes';

/**
 * How long the safe keeps a document type (issue 30; the rules are described on migration 0029):
 * 50 years after deposit, until the employee's age, some years after they left or after deposit,
 * or for good.
 */
export const RETENTION_RULES = ['FIFTY_YEARS', 'UNTIL_AGE', 'AFTER_DEPARTURE', 'AFTER_DEPOSIT', 'KEEP'] as const;
export type RetentionRule = (typeof RETENTION_RULES)[number];

/** The rules a document type may take: a payslip's are the two the Code du travail allows (D.3243-8). */
export const RETENTION_RULES_OF: Record<DocType, readonly RetentionRule[]> = {
  PAYE: ['FIFTY_YEARS', 'UNTIL_AGE'],
  WCNT: ['AFTER_DEPARTURE', 'AFTER_DEPOSIT', 'KEEP'],
  CHIN: ['AFTER_DEPARTURE', 'AFTER_DEPOSIT', 'KEEP'],
  FACT: ['AFTER_DEPOSIT', 'KEEP'],
};

/**
 * What applies where no organisation up the tree chose: nothing is purged that nobody chose to purge
 * (the same default as the database's `document_retain_until`, migration 0029).
 */
export const DEFAULT_RETENTION_RULE: Record<DocType, RetentionRule> = {
  PAYE: 'FIFTY_YEARS',
  WCNT: 'KEEP',
  CHIN: 'KEEP',
  FACT: 'KEEP',
};

/** The age UNTIL_AGE keeps payslips until, by default: L.1237-5's 69 plus six years. */
export const DEFAULT_RETENTION_AGE = 75;

/** The windows the upcoming-purges list offers, in days (0: what the purge would delete now). */
export const UPCOMING_PURGE_WINDOWS = ['0', '30', '90', '365', '1825'] as const;
