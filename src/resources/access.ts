import type { ResourceAction, ResourceDescriptor } from './descriptor';

/** Whether these features open this action of the resource (any one of the features it names). */
export const opens = (resource: ResourceDescriptor, action: string, features: readonly string[]): boolean =>
  (resource.access[action as ResourceAction] ?? []).some((feature) => features.includes(feature));

/** react-admin's `canAccess`, from the user's features: a resource not in the list is refused. */
export const canAccessResource = (
  resources: readonly ResourceDescriptor[],
  features: readonly string[],
  { resource, action }: { resource: string; action: string },
): boolean => {
  const described = resources.find((candidate) => candidate.name === resource);
  return described !== undefined && opens(described, action, features);
};
