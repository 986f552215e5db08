import { z } from 'zod';
import { DOC_TYPES } from '../docTypes';
import { SIGN_STEP_STATES, SIGN_WORKFLOW_LISTS, SIGN_WORKFLOW_STATES } from '../signWorkflowLifecycle';
import { RECOVERY_MODES } from '../signatureCode';
import { ZUuid } from './ids';
import { dataOf, pagedSearchOf, pageOf } from './paging';

export * from '../signWorkflowLifecycle';

/** Calls of signature books (spec sections 2, 3, 4, 5, 7, 8; issue 14). */

export const SIGN_MAX_STEPS = 20;
export const SIGN_MAX_FILES = 10;

/**
 * One step as the forms send it: the signatories chosen for it. Exactly one is valid; none or
 * several is refused with `steps.N.signatoryIds: exactly_one` (spec section 5).
 */
export const ZSignStepWrite = z.object({ signatoryIds: z.array(ZUuid).max(20) }).meta({ id: 'SignStepWrite' });

/** `POST sign-workflow-template`, `PUT sign-workflow-template/{id}`. */
export const ZSignTemplateWrite = z
  .object({
    name: z.string().trim().min(1).max(200),
    /** The organisation it belongs to (one the caller sees): who sees the organisation sees the template. */
    orgId: ZUuid,
    steps: z.array(ZSignStepWrite).min(1).max(SIGN_MAX_STEPS),
    /** The document types a book made from it must hold, one document each. */
    docTypes: z.array(z.enum(DOC_TYPES)).max(DOC_TYPES.length).default([]),
  })
  .meta({ id: 'SignTemplateWrite' });
export type TSignTemplateWrite = z.infer<typeof ZSignTemplateWrite>;

export const ZSignatory = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Signatory' });

export const ZSignTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    orgId: z.string(),
    orgName: z.string(),
    steps: z.array(z.object({ position: z.number().int(), signatory: ZSignatory })),
    docTypes: z.array(z.enum(DOC_TYPES)),
    createdAt: z.string(),
  })
  .meta({ id: 'SignTemplate' });
export type TSignTemplate = z.infer<typeof ZSignTemplate>;
export const ZSignTemplateData = dataOf(ZSignTemplate).meta({ id: 'SignTemplateData' });

/** `POST sign-workflow-templates`. */
export const ZSignTemplateSearch = pagedSearchOf({
  sortFields: ['name', 'createdAt'] as const,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: { name: z.string().max(200).optional(), orgId: ZUuid.optional() },
}).meta({ id: 'SignTemplateSearch' });
export const ZSignTemplatePage = pageOf('templates', ZSignTemplate).meta({ id: 'SignTemplatePage' });

/** A document of the book: from the safe (`docId`), or the file part named `name` (upload). */
export const ZSignFileWrite = z
  .object({
    docId: ZUuid.optional(),
    name: z.string().min(1).max(255).optional(),
    docTypeCode: z.enum(DOC_TYPES),
    description: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'SignFileWrite' });

/**
 * `POST sign-workflow` (JSON, documents of the safe by `docId`) and `POST sign-workflow/upload`
 * (multipart: the field `workflow` = this JSON first, then one part per entry of `files`, in order,
 * each entry naming its part by `name`).
 *
 * Refusals (400, `fields`, every field at fault in one answer): `orgId: required`; `name:
 * required`; `files: required`; `files.N.docTypeCode: not_required_type` / `docTypes.<TYPE>:
 * missing` / `docTypes.<TYPE>: only_one` against the template's types; `steps.N.signatoryIds: exactly_one` | `not_found` | `cannot_sign` (the user
 * has no SIGN feature); `file`: a PdfRefusal code with `fileName`.
 */
export const ZSignWorkflowCreate = z
  .object({
    name: z.string().trim().max(200),
    orgId: ZUuid,
    templateId: ZUuid.optional(),
    /** Without a template, the steps; with one, absent (the template's are used). */
    steps: z.array(ZSignStepWrite).max(SIGN_MAX_STEPS).default([]),
    files: z.array(ZSignFileWrite).max(SIGN_MAX_FILES).default([]),
    /** The spec's creation flag: true keeps it PENDING (nobody notified) until `PUT {start: true}`. */
    draft: z.boolean().default(false),
  })
  .meta({ id: 'SignWorkflowCreate' });
export type TSignWorkflowCreate = z.infer<typeof ZSignWorkflowCreate>;

/** `PUT sign-workflows/{id}`: while PENDING only (else 409): rename, change steps, start. */
export const ZSignWorkflowUpdate = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    steps: z.array(ZSignStepWrite).min(1).max(SIGN_MAX_STEPS).optional(),
    start: z.boolean().optional(),
  })
  .meta({ id: 'SignWorkflowUpdate' });

export const ZSignWorkflowSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    orgId: z.string(),
    orgName: z.string(),
    state: z.enum(SIGN_WORKFLOW_STATES),
    createdBy: z.string(),
    createdAt: z.string(),
    signedAt: z.string().nullable(),
    stepsCount: z.number().int(),
    /** 1-based; null unless RUNNING. */
    currentStep: z.number().int().nullable(),
    currentSignatory: ZSignatory.nullable(),
    docTypes: z.array(z.enum(DOC_TYPES)),
  })
  .meta({ id: 'SignWorkflowSummary' });
export type TSignWorkflowSummary = z.infer<typeof ZSignWorkflowSummary>;

/** `POST sign-workflows`: `list` running (PENDING, RUNNING) or done (SIGNED, REFUSED). */
export const ZSignWorkflowSearch = pagedSearchOf({
  sortFields: ['name', 'createdAt', 'signedAt', 'state'] as const,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    list: z.enum(Object.keys(SIGN_WORKFLOW_LISTS) as ['running', 'done']).optional(),
    name: z.string().max(200).optional(),
    state: z.enum(SIGN_WORKFLOW_STATES).optional(),
  },
}).meta({ id: 'SignWorkflowSearch' });
export type TSignWorkflowSearch = z.infer<typeof ZSignWorkflowSearch>;
export const ZSignWorkflowPage = pageOf('signWorkflows', ZSignWorkflowSummary).meta({ id: 'SignWorkflowPage' });

export const ZSignWorkflow = ZSignWorkflowSummary.extend({
  files: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      docTypeCode: z.enum(DOC_TYPES),
      description: z.string().nullable(),
      pages: z.number().int(),
      /** The signed document filed in the safe once SIGNED. */
      signedDocumentId: z.string().nullable(),
    }),
  ),
  steps: z.array(
    z.object({
      position: z.number().int(),
      signatory: ZSignatory,
      state: z.enum(SIGN_STEP_STATES),
      at: z.string().nullable(),
      refusedReason: z.string().nullable(),
    }),
  ),
  /** The caller is the current signatory: may sign, refuse and ask for a recovery code. */
  canSign: z.boolean(),
}).meta({ id: 'SignWorkflow' });
export type TSignWorkflow = z.infer<typeof ZSignWorkflow>;
export const ZSignWorkflowData = dataOf(ZSignWorkflow).meta({ id: 'SignWorkflowData' });

/** A signature code: 6 digits. */
export const ZSignatureCode = z.string().regex(/^\d{6}$/);

/** `POST sign-workflow/sign/{id}`. Wrong code: 400 INVALID_SIGNATURE_CODE; locked: 403 SIGNATURE_LOCKED. */
export const ZSignRequest = z.object({ codeSignature: z.string().max(20) }).meta({ id: 'SignRequest' });

/** `POST sign-workflow/refuse/{id}` (ours: the spec shows no call for a refusal). */
export const ZRefuseRequest = z.object({ reason: z.string().trim().min(1).max(1000) }).meta({ id: 'RefuseRequest' });

/**
 * `POST sign-workflow/recover-signature-code/{id}` and `POST account/signature-code/recovery`
 * (ours, from My profile): a single-use code valid 10 minutes, sent to the caller's own address or
 * phone (the one given must be theirs: `email: not_yours`, `phone: not_yours`, `phone:
 * none_registered`). Answers 204 whatever was sent.
 */
export const ZRecoveryRequest = z
  .object({
    mode: z.enum(RECOVERY_MODES),
    phone: z.string().max(30).optional(),
    email: z.string().max(254).optional(),
  })
  .meta({ id: 'RecoveryRequest' });

/**
 * `PUT account/signature-code` (ours): sets the caller's standing code, confirmed by their password.
 * The first code needs the password alone. A standing code is a second factor, so changing it
 * needs besides the password the current code (`currentCode`; a wrong one counts toward the lock
 * signing keeps) or a recovery code sent to the caller (`recoveryCode`), not both; while signing is
 * locked, only a recovery code. Refusals: 400 CURRENT_SIGNATURE_CODE_REQUIRED (`currentCode:
 * required`); 400 INVALID_SIGNATURE_CODE (`currentCode: wrong`, with the tries left, or
 * `recoveryCode: wrong`); 403 SIGNATURE_LOCKED (`recoveryCode: required` when none was given); 400
 * WRONG_PASSWORD; 400 VALIDATION_ERROR `recoveryCode: not_with_current_code`.
 */
export const ZSignatureCodeWrite = z
  .object({
    password: z.string().min(1).max(200),
    /** The new code. */
    code: ZSignatureCode,
    currentCode: ZSignatureCode.optional(),
    recoveryCode: ZSignatureCode.optional(),
  })
  .meta({ id: 'SignatureCodeWrite' });
export type TSignatureCodeWrite = z.infer<typeof ZSignatureCodeWrite>;

/** `GET account/signature-code` (ours): whether the caller has one, and whether signing is locked. */
export const ZSignatureCodeState = z
  .object({ isSet: z.boolean(), locked: z.boolean() })
  .meta({ id: 'SignatureCodeState' });

/** `GET sign-workflows/stats` (ours; the home counts). */
export const ZSignWorkflowStats = z
  .object({
    /** Books out for signature the caller sees. */
    waiting: z.number().int(),
    /** Books whose current step is the caller's. */
    toSign: z.number().int(),
  })
  .meta({ id: 'SignWorkflowStats' });
