import { z } from 'zod';

/** Stable error codes; the front end translates them (`liasse.error.<code>`). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_NOT_FINALISED',
  'WRONG_PASSWORD',
  'INVALID_RESET_LINK',
  'INVALID_ACTIVATION_CODE',
  'NO_LETTER_TO_PRINT',
  'INVALID_SIGNATURE_CODE',
  'SIGNATURE_LOCKED',
  'CURRENT_SIGNATURE_CODE_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
  'PREVIEW_TOO_HEAVY',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type TErrorBody = z.infer<typeof ZErrorBody>;
