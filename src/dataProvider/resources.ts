import type { DataProvider } from 'react-admin';
import type { HttpClient } from './httpClient';

export type ResourceCalls = Partial<Omit<DataProvider, 'supportAbortSignal'>>;

/**
 * One entry per react-admin resource, mapping its methods onto the spec's calls (section 7), e.g.
 * `groups: { getList: (params) => http({ base: 'desk', path: 'desk-user-groups', method: 'POST', … }) }`.
 * Resources are added here as their areas are built.
 */
export const resourceCalls = (_http: HttpClient): Record<string, ResourceCalls> => ({});
