import type { DataProvider } from 'react-admin';
import { accountCalls, type AccountCalls } from './accountCalls';
import type { HttpClient } from './httpClient';
import { organizationExtraCalls, type OrganizationExtraCalls } from './organizationCalls';
import { resourceCalls } from './resources';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * react-admin's methods, routed per resource to the spec's calls. Each resource's table lives in
 * `resources.ts`; a method a resource does not support is a clear error, not a guessed URL.
 */
export type LiasseDataProvider = DataProvider & AccountCalls & OrganizationExtraCalls;

export const createDataProvider = (http: HttpClient, product: string): LiasseDataProvider => {
  const table = resourceCalls(http, product);
  const route = (method: (typeof METHODS)[number]) => (resource: string, params: unknown) => {
    const calls = table[resource] as Record<
      string,
      ((resource: string, params: unknown) => Promise<unknown>) | undefined
    >;
    const call = calls?.[method];
    if (!call) return Promise.reject(new Error('liasse.error.UNSUPPORTED_CALL'));
    return call(resource, params);
  };
  const methods = Object.fromEntries(METHODS.map((method) => [method, route(method)])) as unknown as DataProvider;
  return { ...methods, ...accountCalls(http), ...organizationExtraCalls(http) };
};
