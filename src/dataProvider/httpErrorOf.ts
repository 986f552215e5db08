import type { ErrorCode } from '../../common/errors';

/** What the screens read of a failed call: its status, its code and the server's field codes. */
export type HttpFailure = {
  status: number;
  /** The server's code, or the front end's own (TIMEOUT, NETWORK), from the message `liasse.error.<code>`. */
  code: ErrorCode | string | undefined;
  /** The translation key the data provider gave it: `liasse.error.<code>`. */
  message: string;
  /** The server's message, in English, for a developer. */
  serverMessage: string | undefined;
  /** The server's field codes (`{file: 'not_pdf'}`). */
  fields: Record<string, string>;
};

/** Any error a call may throw (an HttpError of httpClient.ts, or anything else), read one way. */
export const httpErrorOf = (error: unknown): HttpFailure => {
  const { status, message, body } = (error ?? {}) as {
    status?: number;
    message?: string;
    body?: { error?: { code?: string; message?: string; fields?: Record<string, string> } };
  };
  const text = typeof message === 'string' ? message : '';
  return {
    status: typeof status === 'number' ? status : 0,
    code: body?.error?.code ?? (text.startsWith('liasse.error.') ? text.slice('liasse.error.'.length) : undefined),
    message: text,
    serverMessage: body?.error?.message,
    fields: body?.error?.fields ?? {},
  };
};
