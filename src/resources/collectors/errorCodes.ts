/** The server's collector field codes (spec section 8), each with its own message (messages' `errors`). */
export const COLLECTOR_ERROR_CODES = [
  'collector_host',
  'collector_folder',
  'collector_password_required',
  'collector_processing',
  'collector_inactive',
  'collector_host_not_allowed',
] as const;
export type CollectorErrorCode = (typeof COLLECTOR_ERROR_CODES)[number];
