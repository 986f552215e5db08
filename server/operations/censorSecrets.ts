/**
 * Keys whose values never reach a log, at any depth of a logged object: every kind of password
 * (password, newPassword, currentPassword…), token or secret, and the credential headers
 * (Authorization, Refresh-Token, Cookie, cpro-account). The NIR is personal data: never logged either.
 */
const SECRET_KEY = /password|passwd|token|secret|authorization|cookie|^cpro-account$|socialSecurityNumber/i;
const CENSOR = '[redacted]';
// Deep enough for any body or options object we log; past it a value is left out rather than walked.
const MAX_DEPTH = 8;

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of `value` with every secret key's value censored: plain objects and arrays are walked,
 * anything else (an Error, a request) is left to its serializer. Unchanged parts are not copied.
 */
export const censorSecrets = (value: unknown, depth = 0): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return '[too deep]';
    const items = value.map((item) => censorSecrets(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isPlain(value)) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const censored =
      SECRET_KEY.test(key) && item !== undefined && item !== null ? CENSOR : censorSecrets(item, depth + 1);
    if (censored === item) continue;
    copy ??= { ...value };
    copy[key] = censored;
  }
  return copy ?? value;
};
