import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { t } from './name';

/** The server's Chorus field codes (spec section 8), each with its own message. */
export const CHORUS_ERROR_CODES = [
  'chorus_account_taken',
  'chorus_wrong_identifiers',
  'chorus_not_configured',
  'chorus_unknown_siret',
  'chorus_already_sent',
  'chorus_not_deposited',
  'chorus_not_suspended',
  'chorus_simulator_off',
  'chorus_refused',
] as const;

const isChorusCode = (code: string): code is (typeof CHORUS_ERROR_CODES)[number] =>
  (CHORUS_ERROR_CODES as readonly string[]).includes(code);

/** The message of a failed Chorus call: its Chorus code's own, else the screen's generic one. */
export const chorusErrorMessage = (error: unknown, fallback: string): string => {
  const code = Object.values(httpErrorOf(error).fields).find(isChorusCode);
  return code ? t.entry('errors', code) : fallback;
};
