import {
  fillPath,
  isFileAnswer,
  queryString,
  successStatusOf,
  type CallAnswer,
  type CallDeclaration,
  type CallInput,
} from '../../common/api/call';
import type { HttpClient, HttpRequest, HttpResponse } from './httpClient';

/** How one call travels, beside what it sends. */
export type CallOptions = Pick<HttpRequest, 'long' | 'token' | 'onUploadProgress' | 'idempotencyKey'>;

type Arguments<D extends CallDeclaration> =
  Record<string, never> extends CallInput<D>
    ? [input?: CallInput<D>, options?: CallOptions]
    : [input: CallInput<D>, options?: CallOptions];

/**
 * Makes a call of the API by its declaration (common/api/): `call(api.users.create, {body})`.
 * Its parameters, query and body are typed from the declaration's schemas, and so is the answer
 * (a Blob for a file); the path is filled in here, never written by a screen.
 */
export type ApiCall = <D extends CallDeclaration>(
  declaration: D,
  ...args: Arguments<D>
) => Promise<HttpResponse<CallAnswer<D>>>;

export const createApiCall =
  (http: HttpClient, product: string): ApiCall =>
  (declaration, ...[input, options]) => {
    const { base, path, method, responses } = declaration;
    if (base === 'root') throw new Error(`${path} is the process's own, not the front end's`);
    const { params, query, body } = (input ?? {}) as {
      params?: object;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    return http({
      base,
      path: fillPath(path, { ...params, product }) + queryString(query),
      method,
      body,
      binary: isFileAnswer(responses?.[successStatusOf(declaration)]),
      ...options,
    });
  };

/** A call's address, for what fetches it without the client: the start files, read before the configuration. */
export const callUrl = (
  bases: Record<Exclude<CallDeclaration['base'], 'root'>, string>,
  { base, path }: CallDeclaration,
  values: Record<string, string> = {},
) => `${base === 'root' ? '' : bases[base]}/${fillPath(path, values)}`;
