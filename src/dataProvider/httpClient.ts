import { HttpError } from 'ra-core';
import { EXISTING_EMPLOYEE_FIELD } from '../../common/employeeFields';
import type { Base, TFrontConf } from '../../common/schemas/frontConf';
import type { TokenStore } from '../session/sessionStore';

/** Errors the front end raises itself, beside the server's codes (`liasse.error.<code>`). */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'UNSUPPORTED_CALL';

export const REQUEST_TIMEOUT_MS = 40_000;
/** Downloads and campaign jobs. */
export const LONG_REQUEST_TIMEOUT_MS = 600_000;

export type HttpRequest = {
  base: Base;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Downloads and campaign jobs get the long timeout. */
  long?: boolean;
  /** A token other than the stored one (a logout sends the one it has just cleared). */
  token?: string;
  /** A file to download: a success's body comes back as a Blob (an error's is still read as JSON). */
  binary?: boolean;
  /** Told the share of the body sent so far (0 to 1), for an upload's progress bar. */
  onUploadProgress?: (sent: number) => void;
  /** The same for every try of one upload: the server answers a repeat with the first answer. */
  idempotencyKey?: string;
};

export type HttpResponse<T> = { status: number; headers: Headers; json: T };
export type HttpClient = <T>(request: HttpRequest) => Promise<HttpResponse<T>>;

export type HttpClientOptions = {
  timeouts?: { normal: number; long: number };
  /**
   * The areas' field error codes onto their messages (each descriptor's `fieldMessages`, merged by
   * App.tsx), beside the shell's own `FIELD_MESSAGES`: this module imports no resource.
   */
  fieldMessages?: Readonly<Record<string, string>>;
};

/**
 * Every call of the front end goes through here: base resolution, `Authorization: Bearer` and
 * `Refresh-Token` headers, replacement of the stored token when the server sends a fresh one in
 * `set-authorization`, timeouts, and errors as react-admin HttpErrors whose message is a
 * translation key (`liasse.error.<CODE>`), a field's error as the message of its code.
 */
export const createHttpClient = (
  conf: Pick<TFrontConf, 'BASES'>,
  tokens: TokenStore,
  {
    timeouts = { normal: REQUEST_TIMEOUT_MS, long: LONG_REQUEST_TIMEOUT_MS },
    fieldMessages: areaFieldMessages = {},
  }: HttpClientOptions = {},
): HttpClient => {
  const messages: Readonly<Record<string, string>> = { ...areaFieldMessages, ...FIELD_MESSAGES };
  // A duplicate's 409 names the existing employee beside its field errors: that is no field's error.
  const fieldMessages = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([field]) => field !== EXISTING_EMPLOYEE_FIELD)
        .map(([field, code]) => [field, messages[code] ?? 'liasse.error.VALIDATION_ERROR']),
    );
  return async <T>({
    base,
    path,
    method = 'GET',
    body,
    long = false,
    token: explicitToken,
    binary = false,
    onUploadProgress,
    idempotencyKey,
  }: HttpRequest) => {
    const headers = new Headers({ accept: 'application/json' });
    const token = explicitToken ?? tokens.getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const refreshToken = tokens.getRefreshToken();
    if (refreshToken) headers.set('refresh-token', refreshToken);
    if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('content-type', 'application/json');

    let response: Response;
    try {
      const url = `${conf.BASES[base]}/${path.replace(/^\//, '')}`;
      const init = {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(long ? timeouts.long : timeouts.normal),
      };
      response = await (onUploadProgress ? sendWithProgress(url, init, onUploadProgress) : fetch(url, init));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new HttpError(timedOut ? 'liasse.error.TIMEOUT' : 'liasse.error.NETWORK', 0, { cause: String(error) });
    }

    // The server rotated the tokens of an existing session (never a login: that is the caller's).
    const freshToken = response.headers.get('set-authorization');
    const freshRefreshToken = response.headers.get('set-refresh-token');
    if (freshToken && token) tokens.setToken(freshToken);
    if (freshRefreshToken && refreshToken) tokens.setRefreshToken(freshRefreshToken);

    if (binary && response.ok)
      return { status: response.status, headers: response.headers, json: (await response.blob()) as T };
    const text = await response.text();
    const json = text ? parseJson(text) : undefined;
    if (!response.ok) {
      const error = (json as { error?: { code?: string; fields?: Record<string, string> } } | undefined)?.error;
      // react-admin puts `errors` on the form's fields (server-side validation).
      const body = error?.fields ? { ...(json as object), errors: fieldMessages(error.fields) } : json;
      throw new HttpError(`liasse.error.${error?.code ?? 'INTERNAL_ERROR'}`, response.status, body);
    }
    return { status: response.status, headers: response.headers, json: json as T };
  };
};

/** fetch cannot tell how much of a body was sent; XMLHttpRequest can. Answers as fetch does. */
const sendWithProgress = (
  url: string,
  init: { method: string; headers: Headers; body?: BodyInit; signal: AbortSignal },
  onProgress: (sent: number) => void,
) =>
  new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    init.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    init.signal.addEventListener('abort', () => {
      xhr.abort();
      reject(init.signal.reason);
    });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });

/**
 * The server's generic field error codes, as messages a form shows under the field; an area's own
 * codes are in its descriptor (`fieldMessages`). An area cannot redefine these.
 */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  required: 'ra.validation.required',
  not_visible: 'liasse.validation.not_visible',
  password_rule: 'liasse.validation.password_rule',
  confirmation_mismatch: 'liasse.validation.confirmation_mismatch',
  wrong_password: 'liasse.error.WRONG_PASSWORD',
  siret: 'liasse.validation.siret',
  siret_check_digit: 'liasse.validation.siret_check_digit',
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
