import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { COLLECTOR_ERROR_CODES, type CollectorErrorCode } from './errorCodes';
import { COLLECTORS, t } from './name';

/** The descriptor's `fieldMessages`: each code onto its message, shown under its field. */
export const COLLECTOR_FIELD_MESSAGES = Object.fromEntries(
  COLLECTOR_ERROR_CODES.map((code) => [code, `resources.${COLLECTORS}.errors.${code}`]),
);

const isCollectorCode = (code: string): code is CollectorErrorCode =>
  (COLLECTOR_ERROR_CODES as readonly string[]).includes(code);

/**
 * The message of a failed call that no field shows (collect now, delete): its collector code's own
 * (`collector_processing` comes as `error.fields.id`), else the server's translated code, else the
 * screen's fallback.
 */
export const collectorErrorMessage = (error: unknown, fallback: string): string => {
  const failure = httpErrorOf(error);
  const code = Object.values(failure.fields).find(isCollectorCode);
  if (code) return t.entry('errors', code);
  return failure.message.startsWith('liasse.error.') ? failure.message : fallback;
};
