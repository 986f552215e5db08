import { z } from 'zod';
import { DOC_TYPES } from '../docTypes';
import { RETENTION_RULES, RETENTION_RULES_OF } from '../retention';
import { ZUuid } from './ids';
import { dataOf, pagedSearchOf, pageOf, ZPagedSearch } from './paging';

const ZRetentionChoice = z.object({
  docType: z.enum(DOC_TYPES),
  rule: z.enum(RETENTION_RULES),
  /** AFTER_DEPARTURE and AFTER_DEPOSIT: how many years. */
  years: z.number().int().min(1).max(100).nullable(),
  /** UNTIL_AGE: the employee's age. */
  age: z.number().int().min(18).max(120).nullable(),
});

/** One document type's policy as it applies to an organisation, and where it comes from. */
export const ZRetentionPolicy = ZRetentionChoice.extend({
  /** Chosen by this organisation, by one above it, or the portal's default. */
  source: z.enum(['OWN', 'INHERITED', 'DEFAULT']),
  /** The organisation above that chose it, when the caller may see it. */
  fromOrgName: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
}).meta({ id: 'RetentionPolicy' });
export type TRetentionPolicy = z.infer<typeof ZRetentionPolicy>;
export const ZRetentionPolicies = dataOf(z.array(ZRetentionPolicy)).meta({ id: 'RetentionPolicies' });

/**
 * `PUT organization/{id}/retention`: this organisation's own choices; a type left out inherits
 * again. A rule outside its type's (RETENTION_RULES_OF) or a missing duration answers 400.
 */
export const ZRetentionPoliciesWrite = z
  .object({
    policies: z
      .array(ZRetentionChoice)
      .max(DOC_TYPES.length)
      .superRefine((policies, context) => {
        const seen = new Set<string>();
        policies.forEach((policy, index) => {
          const path = [index];
          if (seen.has(policy.docType)) context.addIssue({ code: 'custom', path, message: 'duplicate' });
          seen.add(policy.docType);
          if (!RETENTION_RULES_OF[policy.docType].includes(policy.rule))
            context.addIssue({ code: 'custom', path: [index, 'rule'], message: 'not_allowed' });
          const needsYears = policy.rule === 'AFTER_DEPARTURE' || policy.rule === 'AFTER_DEPOSIT';
          if (needsYears !== (policy.years !== null))
            context.addIssue({
              code: 'custom',
              path: [index, 'years'],
              message: needsYears ? 'required' : 'not_allowed',
            });
          if ((policy.rule === 'UNTIL_AGE') !== (policy.age !== null))
            context.addIssue({
              code: 'custom',
              path: [index, 'age'],
              message: policy.rule === 'UNTIL_AGE' ? 'required' : 'not_allowed',
            });
        });
      }),
  })
  .meta({ id: 'RetentionPoliciesWrite' });
export type TRetentionPoliciesWrite = z.infer<typeof ZRetentionPoliciesWrite>;

export const LEGAL_HOLD_SCOPES = ['DOCUMENT', 'EMPLOYEE', 'ORGANIZATION'] as const;

/** `POST legal-holds`: what is held (a document, an employee's documents, an organisation's and below), and why. */
export const ZLegalHoldWrite = z
  .object({
    scope: z.enum(LEGAL_HOLD_SCOPES),
    targetId: ZUuid,
    reason: z.string().trim().min(1).max(500),
  })
  .meta({ id: 'LegalHoldWrite' });

export const ZLegalHold = z
  .object({
    id: ZUuid,
    scope: z.enum(LEGAL_HOLD_SCOPES),
    targetId: ZUuid,
    /** What is held, by name: a document's file, an employee's last and first names, an organisation's (null once deleted). */
    targetName: z.string().nullable(),
    reason: z.string(),
    setBy: z.string(),
    setAt: z.string(),
    releasedBy: z.string().nullable(),
    releasedAt: z.string().nullable(),
  })
  .meta({ id: 'LegalHold' });
export type TLegalHold = z.infer<typeof ZLegalHold>;
export const ZLegalHoldData = dataOf(ZLegalHold);

/** `POST legal-holds/search`: the holds on what the caller sees, active first; of one target when given. */
export const ZLegalHoldSearch = ZPagedSearch.extend({ targetId: ZUuid.optional() }).meta({ id: 'LegalHoldSearch' });
export const ZLegalHoldPage = pageOf('holds', ZLegalHold).meta({ id: 'LegalHoldPage' });

/**
 * `POST retention/upcoming`: the documents the caller sees whose retention day falls within
 * `withinDays` from today (0, the default: those the purge would delete now, its dry run), soonest
 * first, each saying whether a hold keeps it.
 */
export const ZUpcomingPurgeSearch = pagedSearchOf({
  sortFields: ['retainUntil'],
  defaultSort: { field: 'retainUntil', order: 'ASC' },
  // A list's select column sends its value as text.
  filters: { withinDays: z.coerce.number().int().min(0).max(3650).optional() },
}).meta({ id: 'UpcomingPurgeSearch' });
export const ZUpcomingPurge = z
  .object({
    id: ZUuid,
    fileName: z.string(),
    docType: z.string(),
    orgName: z.string(),
    retainUntil: z.string(),
    held: z.boolean(),
  })
  .meta({ id: 'UpcomingPurge' });
export const ZUpcomingPurgePage = pageOf('docs', ZUpcomingPurge).meta({ id: 'UpcomingPurgePage' });

/** `POST retention/purges`: the purge's audit, newest first: what went, under which rule, when. */
export const ZPurgeRecord = z
  .object({
    documentId: ZUuid,
    fileName: z.string(),
    docType: z.string(),
    orgName: z.string().nullable(),
    sha256: z.string().nullable(),
    rule: z.string(),
    retainUntil: z.string(),
    purgedAt: z.string(),
  })
  .meta({ id: 'PurgeRecord' });
export type TPurgeRecord = z.infer<typeof ZPurgeRecord>;
export const ZPurgeRecordPage = pageOf('purges', ZPurgeRecord).meta({ id: 'PurgeRecordPage' });
export const ZPurgeStarted = dataOf(z.object({ queued: z.boolean() })).meta({ id: 'PurgeStarted' });
