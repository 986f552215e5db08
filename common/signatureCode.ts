/** Spec section 9: how a forgotten signature code is sent again. */
export const RECOVERY_MODES = ['SMS', 'EMAIL', 'VOICEMAIL'] as const;
export type RecoveryMode = (typeof RECOVERY_MODES)[number];

/**
 * Wrong codes in a row that lock signing until a recovery code is used: tried to sign or to change
 * the code, they count alike. Each try is counted before the code is checked, so that concurrent
 * tries cannot pass the limit.
 */
export const SIGNATURE_CODE_MAX_FAILURES = 5;
/** Wrong codes a recovery code survives while it is live (tried to sign or to change the code). */
export const RECOVERY_CODE_MAX_FAILURES = 5;
/** A recovery code's life. */
export const RECOVERY_CODE_MINUTES = 10;
