import { z } from 'zod';
import { ZErrorBody } from '../errors';
import type { Feature } from '../features';
import type { Base } from '../schemas/frontConf';

/**
 * One call of the API, declared once: the server registers its route from it
 * (server/http/serveCall.ts) and the front end calls it by it (src/dataProvider/call.ts), both
 * typed from its schemas, so a renamed path or field is a type error on both sides.
 */
export type CallDeclaration = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The base its path hangs from; `root` for the process's own /health and /ready. */
  base: Base | 'root';
  /** Under the base, `{name}` for a path parameter; `{product}` is the product code of the configuration. */
  path: string;
  /** Anyone; or a signed-in user, with `feature` when named, and a new account not yet finalised when `newAccounts`. */
  access: 'public' | { feature?: Feature; newAccounts?: true };
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body, which the route reads itself (server/http/multipartUpload.ts). */
  upload?: true;
  /** Takes `Idempotency-Key` (server/http/idempotency.ts): a repeat within a day gets the first answer. */
  idempotent?: true;
  /** The answers by status: the success one first (200, 201, 202 or 204), then the errors. None for a redirect. */
  responses?: Partial<Record<number, z.ZodType>>;
};

/** The declaration as written, its literal types kept for the two sides' types. */
export const declareCall = <const D extends CallDeclaration>(declaration: D) => declaration;

/**
 * The error answers a signed-in call may give; each one has the shape `{error: {code, message, fields?}}`.
 * 503: the database is away (a restart, a failover); the same call succeeds once it is back.
 */
export const ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  503: ZErrorBody,
};

/** An idempotent call's errors: also 422, its `Idempotency-Key` sent again with another request (IDEMPOTENCY_KEY_REUSED). */
export const IDEMPOTENT_ERRORS = { ...ERRORS, 422: ZErrorBody };

/** 204's answer. */
export const ZNoContent = z.null();

declare const FILE: unique symbol;
/** A file answered as its bytes (a PDF, a PNG, a zip): the front end reads it as a Blob. */
export type FileAnswer = z.ZodAny & { readonly [FILE]: true };
const FILE_ANSWERS = new WeakSet<z.ZodType>();
export const fileAnswer = (mediaType: string) => {
  const schema = z.any().describe(mediaType);
  FILE_ANSWERS.add(schema);
  return schema as FileAnswer;
};
export const isFileAnswer = (schema: z.ZodType | undefined) => schema !== undefined && FILE_ANSWERS.has(schema);

/** A declaration's path with its `{name}` parameters filled in (encoded), as both sides send it. */
export const fillPath = (path: string, values: Record<string, unknown>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

/** A query string of the defined values, `?` included; empty when there are none. */
export const queryString = (query: Record<string, unknown> | undefined) => {
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return defined.length ? `?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)]))}` : '';
};

/** The success status of a call: the first 2xx of its answers. */
export const successStatusOf = (declaration: CallDeclaration) =>
  Number(Object.keys(declaration.responses ?? {}).find((status) => status.startsWith('2')) ?? 200);

type SuccessSchema<D extends CallDeclaration> = D['responses'] extends infer R
  ? R extends { 200: infer S }
    ? S
    : R extends { 201: infer S }
      ? S
      : R extends { 202: infer S }
        ? S
        : R extends { 204: infer S }
          ? S
          : never
  : never;

/** What the success answer holds, as the front end receives it: a Blob for a file. */
export type CallAnswer<D extends CallDeclaration> =
  SuccessSchema<D> extends FileAnswer ? Blob : SuccessSchema<D> extends z.ZodType ? z.output<SuccessSchema<D>> : never;

/** What the server's handler returns for it (before serialisation); nothing for 204. */
export type CallResult<D extends CallDeclaration> =
  SuccessSchema<D> extends FileAnswer
    ? never
    : SuccessSchema<D> extends z.ZodNull
      ? void
      : SuccessSchema<D> extends z.ZodType
        ? z.input<SuccessSchema<D>>
        : never;

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputPart<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a front-end caller gives: the path's parameters, the query and the body, each where declared. */
export type CallInput<D extends CallDeclaration> = (D['params'] extends z.ZodObject
  ? { params: Omit<InputPart<D['params']>, 'product'> }
  : { params?: undefined }) &
  (D['query'] extends z.ZodObject ? { query?: InputPart<D['query']> } : { query?: undefined }) &
  (D['body'] extends z.ZodType
    ? { body: InputPart<D['body']> }
    : D['upload'] extends true
      ? { body: FormData }
      : { body?: undefined });

/** What the server's handler reads of the request, validated. */
export type CallRequestParts<D extends CallDeclaration> = {
  Params: Part<D['params']>;
  Querystring: Part<D['query']>;
  Body: Part<D['body']>;
};

/** The body a front-end caller sends on a call. */
export type CallBody<D extends CallDeclaration> = CallInput<D>['body'];
