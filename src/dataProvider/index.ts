import type { DataProvider } from 'react-admin';
import { accountCalls } from '../custom/account/accountCalls';
import { closureCalls } from '../custom/closure/closureCalls';
import { personalAccountCalls } from '../custom/personalAccount/personalAccountCalls';
import { RESOURCES_LIST } from '../resources';
import type { ResourceDescriptor } from '../resources/descriptor';
import type { ApiCall } from './call';
import { renameFormErrors } from './formErrors';
import type { ExtraCalls, ResourceCalls } from './resourceCalls';

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

/** Custom methods merged from several places must not shadow one another. */
const mergeExtraCalls = (sources: ExtraCalls[]): ExtraCalls =>
  sources.reduce((merged, calls) => {
    const taken = Object.keys(calls).find((name) => name in merged);
    if (taken) throw new Error(`Two data provider methods are named ${taken}`);
    return { ...merged, ...calls };
  }, {});

/**
 * react-admin's methods, routed per resource to the spec's calls that each resource describes
 * (`calls` in its descriptor), plus the custom methods of the resources and of one's account.
 * A method a resource does not support is a clear error, not a guessed URL. A refused write's
 * field errors are put under the form's sources (`fieldSources` in its descriptor), so that every
 * form shows each of them under its input.
 */
export const createDataProvider = (
  call: ApiCall,
  resources: readonly ResourceDescriptor[] = RESOURCES_LIST,
): DataProvider => {
  const table: Record<string, ResourceCalls> = Object.fromEntries(
    resources.map((resource) => [resource.name, resource.calls(call)]),
  );
  const fieldSources = Object.fromEntries(resources.map((resource) => [resource.name, resource.fieldSources]));
  const route = (method: (typeof METHODS)[number]) => (resource: string, params: unknown) => {
    const calls = table[resource] as Record<
      string,
      ((resource: string, params: unknown) => Promise<unknown>) | undefined
    >;
    const call = calls?.[method];
    if (!call) return Promise.reject(new Error('liasse.error.UNSUPPORTED_CALL'));
    if (method !== 'create' && method !== 'update') return call(resource, params);
    return call(resource, params).catch((error: unknown) => {
      throw renameFormErrors(error, fieldSources[resource]?.[method]);
    });
  };
  const methods = Object.fromEntries(METHODS.map((method) => [method, route(method)])) as unknown as DataProvider;
  const extras = mergeExtraCalls([
    accountCalls(call),
    personalAccountCalls(call),
    closureCalls(call),
    ...resources.flatMap((resource) => (resource.extraCalls ? [resource.extraCalls(call)] : [])),
  ]);
  return { ...methods, ...extras };
};
