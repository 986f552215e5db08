import type { z } from 'zod';
import { BASES } from '../../common/api/bases';
import {
  fillPath,
  isFileAnswer,
  queryString,
  successStatusOf,
  type CallDeclaration,
  type CallInput,
  type FileAnswer,
} from '../../common/api/call';
import type { TErrorBody } from '../../common/errors';

/**
 * The tests' client of the API: every call goes by its declaration in common/api/, so a renamed
 * path or field is a type error in the tests too, and every answer is typed by the declaration.
 *
 *   const api = apiAs(server, token);
 *   const { data } = ok(await api(organizations.create, { body }));
 *   expect(refused(await api(organizations.create, { body: malformed({}) }), 400).error.fields).toHaveProperty('siret');
 */

/** What the client needs of a server: where it answers, and its product code when not `desk`. */
export type ApiServer = { url: string; ctx?: { config: { productCode: string } } };

type Responses<D extends CallDeclaration> = NonNullable<D['responses']>;
/** A file answer arrives as its bytes; JSON as the schema's output. */
type BodyOfSchema<S> = S extends FileAnswer ? Buffer : S extends z.ZodType ? z.output<S> : never;
/**
 * The statuses written as numbers in the declaration. Those spread from `ERRORS` come through as
 * string keys and are left out, so an answer's type holds its success (and login's own errors):
 * read a refusal with refused().
 */
type DeclaredStatus<D extends CallDeclaration> = keyof Responses<D> & number;

/** One answer: its status, its body as the declaration has it for that status, its headers. */
export type ApiAnswer<D extends CallDeclaration> = {
  [S in DeclaredStatus<D>]: { status: S; body: BodyOfSchema<Responses<D>[S]>; headers: Headers };
}[DeclaredStatus<D>];

/** The success body of a call. */
export type SuccessBody<D extends CallDeclaration> = Extract<ApiAnswer<D>, { status: 200 | 201 | 202 | 204 }>['body'];

/** How one call travels, beside what it sends: extra headers (a client address, an idempotency key). */
export type ApiOptions = { headers?: Record<string, string> };

type Arguments<D extends CallDeclaration> =
  Record<string, never> extends CallInput<D>
    ? [input?: CallInput<D>, options?: ApiOptions]
    : [input: CallInput<D>, options?: ApiOptions];

export type Api = {
  <D extends CallDeclaration>(declaration: D, ...args: Arguments<D>): Promise<ApiAnswer<D>>;
  /** The call, which must succeed: its success body, or an error naming the status and the answer. */
  ok: <D extends CallDeclaration>(declaration: D, ...args: Arguments<D>) => Promise<SuccessBody<D>>;
};

/** The address of a call, its parameters and query filled in: for a raw call malformed on purpose. */
export const urlOf = (
  server: ApiServer,
  declaration: CallDeclaration,
  input: { params?: object; query?: Record<string, unknown> } = {},
) => {
  const { base, path } = declaration;
  const product = server.ctx?.config.productCode ?? 'desk';
  const prefix = base === 'root' ? '' : BASES[base];
  return `${server.url}${prefix}/${fillPath(path, { ...input.params, product })}${queryString(input.query)}`;
};

/** The same, without the server's address: `/api/desk/...`, as a permission row or a log names it. */
export const pathOf = (
  declaration: CallDeclaration,
  input: { params?: object; query?: Record<string, unknown> } = {},
) => urlOf({ url: '' }, declaration, input);

const readBody = async (response: Response, binary: boolean) => {
  if (response.status === 204) return null;
  if (binary && response.ok) return Buffer.from(await response.arrayBuffer());
  const text = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  return text === '' ? null : JSON.parse(text);
};

/** The client for one caller: `token` signs the calls in; none calls anonymously. */
export const apiAs = (server: ApiServer, token?: string, defaults: ApiOptions = {}): Api => {
  const api = (async (
    declaration: CallDeclaration,
    input: CallInput<CallDeclaration> = {},
    options: ApiOptions = {},
  ) => {
    const { params, query, body } = input as { params?: object; query?: Record<string, unknown>; body?: unknown };
    const headers: Record<string, string> = { ...defaults.headers, ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const response = await fetch(urlOf(server, declaration, { params, query }), {
      method: declaration.method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const binary = isFileAnswer(declaration.responses?.[successStatusOf(declaration)]);
    return { status: response.status, body: await readBody(response, binary), headers: response.headers };
  }) as Api;
  api.ok = async (declaration, ...args) => ok(await api(declaration, ...args)) as SuccessBody<typeof declaration>;
  return api;
};

const describeAnswer = (answer: { status: number; body: unknown }) =>
  `${answer.status} ${typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)}`.slice(0, 2000);

type Success<A extends { body: unknown }> = Extract<A, { status: 200 | 201 | 202 | 204 }>['body'];

/** The success body of an answer; throws, naming what came, when the call did not succeed. */
export const ok = <A extends { status: number; body: unknown }>(answer: A): Success<A> => {
  if (answer.status < 200 || answer.status > 299) throw new Error(`expected a success, got ${describeAnswer(answer)}`);
  return answer.body as Success<A>;
};

/** A value sent against its declaration's type on purpose (a wrong type, a missing field): the server must refuse it. */
export const malformed = (value: unknown) => value as never;

/** The error body of an answer refused with `status`; throws, naming what came, on any other status. */
export const refused = (answer: { status: number; body: unknown }, status: number): TErrorBody => {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${describeAnswer(answer)}`);
  return answer.body as TErrorBody;
};
