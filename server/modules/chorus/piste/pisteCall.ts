import { ChorusError, type ChorusConnection } from './chorusPro';
import { bearerToken, forgetToken } from './pisteToken';
import { fetchWithRetries, type HttpAnswer, type RetryPolicy } from './retryingFetch';

/** A pino-style logger (Fastify's fits): an object of fields, then a message. */
export type ChorusLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

/** A Chorus answer: codeRetour 0 and the operation's own fields. */
type PisteAnswer = Record<string, unknown>;

/** "La recherche n'a retourné aucun résultat": Chorus' way of answering an empty search. */
export const NO_RESULT_CODE = 20000;

/** The parts of a call's outcome a log may hold: no token, no account, no secret, no file. */
type CallRecord = {
  operation: string;
  status?: number;
  codeRetour?: number;
  failure?: ChorusError['kind'];
  attempts: number;
  started: number;
};

const readJson = (text: string): PisteAnswer | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PisteAnswer) : null;
  } catch {
    return null;
  }
};

/** Chorus' verdict on an HTTP answer: its fields, or why it failed. */
const verdictOf = (operation: string, answer: HttpAnswer, acceptedCodes: readonly number[]): PisteAnswer => {
  if (answer.status === 401 || answer.status === 403) {
    throw new ChorusError('WRONG_IDENTIFIERS', null, `Chorus Pro refused the account on ${operation}`);
  }
  if (answer.status === 429 || answer.status >= 500) {
    throw new ChorusError('UNAVAILABLE', null, `Chorus Pro answered HTTP ${answer.status} on ${operation}`);
  }
  const body = readJson(answer.text);
  const codeRetour = typeof body?.codeRetour === 'number' ? body.codeRetour : null;
  const libelle = typeof body?.libelle === 'string' ? body.libelle : `HTTP ${answer.status}`;
  // Chorus refuses with a 400 and its code; another answer without a code is no Chorus answer at all.
  if (!body || codeRetour === null) throw new ChorusError('REFUSED', null, `${operation}: HTTP ${answer.status}`);
  const accepted = codeRetour === 0 || acceptedCodes.includes(codeRetour);
  if (!accepted || answer.status !== 200) throw new ChorusError('REFUSED', codeRetour, libelle);
  return body;
};

/**
 * `POST {apiUrl}/<operation>` as PISTE wants it: a bearer token of the application and the
 * technical account in `cpro-account`. A 401 renews the token once (it may have been revoked
 * early); every call is logged once, with what it cost.
 */
export const createPisteCall = (connection: ChorusConnection, policy: RetryPolicy, log: ChorusLog) => {
  const account = Buffer.from(`${connection.login}:${connection.password}`, 'utf8').toString('base64');
  const apiRoot = connection.apiUrl.replace(/\/$/, '');

  const send = async (record: CallRecord, url: string, init: RequestInit) =>
    fetchWithRetries(url, init, policy, (notice) => {
      record.attempts++;
      log.warn({ operation: record.operation, ...notice }, 'Chorus Pro call retried');
    });

  const token = (record: CallRecord) =>
    bearerToken(connection, (form) =>
      send(record, connection.oauthUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      }),
    );

  const postWithToken = async (record: CallRecord, operation: string, json: string) => {
    const accessToken = await token(record);
    record.attempts++;
    const answer = await send(record, `${apiRoot}/${operation}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'cpro-account': account,
        'content-type': 'application/json;charset=utf-8',
        accept: 'application/json;charset=utf-8',
      },
      body: json,
    });
    return { accessToken, answer };
  };

  return async (operation: string, body: object, acceptedCodes: readonly number[] = []): Promise<PisteAnswer> => {
    const record: CallRecord = { operation, attempts: 0, started: performance.now() };
    try {
      const json = JSON.stringify(body);
      let { accessToken, answer } = await postWithToken(record, operation, json);
      if (answer.status === 401) {
        await forgetToken(connection, accessToken);
        ({ accessToken, answer } = await postWithToken(record, operation, json));
      }
      record.status = answer.status;
      const verdict = verdictOf(operation, answer, acceptedCodes);
      record.codeRetour = verdict.codeRetour as number;
      return verdict;
    } catch (error) {
      if (error instanceof ChorusError) {
        record.failure = error.kind;
        record.codeRetour ??= error.codeRetour ?? undefined;
      }
      throw error;
    } finally {
      const { started, ...fields } = record;
      log.info({ ...fields, durationMs: Math.round(performance.now() - started) }, 'Chorus Pro call');
    }
  };
};

export type PisteCall = ReturnType<typeof createPisteCall>;
