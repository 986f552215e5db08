import { matchRoutes } from 'react-router-dom';
import type { ResourceDescriptor } from '../../resources/descriptor';
import { MENU_FOLDERS } from './menuFolders';

export type Crumb = { path: string; labelKey: string };
type Place = Crumb & { parent?: string };

/** The shell's own pages; the resources' come from their descriptors. */
const SHELL: Place[] = [
  { path: '/', labelKey: 'liasse.menu.home' },
  { path: '/maintenance', labelKey: 'liasse.menu.maintenance', parent: '/' },
  { path: '/admin/account', labelKey: 'liasse.menu.account', parent: '/' },
  { path: '/my-documents', labelKey: 'liasse.personal_account.my_documents.title', parent: '/' },
];

const FOLDERS: Place[] = Object.values(MENU_FOLDERS).map(({ path, labelKey }) => ({ path, labelKey, parent: '/' }));

/**
 * A resource's screens: its list under its folder's page (or home), every other screen under its
 * list. Their paths end in `/*` as react-admin's own routes do, so that a tab's sub-route
 * (`/organizations/ID/show/configuration`) keeps its screen's crumbs.
 */
const placesOf = (resource: ResourceDescriptor): Place[] => {
  const list = `/${resource.name}`;
  const folder = resource.menu?.folder;
  const step = (path: string, crumb: string): Place => ({
    path,
    labelKey: crumb.startsWith('resources.') ? crumb : `ra.action.${crumb}`,
    parent: list,
  });
  return [
    { path: list, labelKey: `resources.${resource.name}.name`, parent: folder ? MENU_FOLDERS[folder].path : '/' },
    ...(resource.create ? [step(`${list}/create/*`, 'create')] : []),
    ...(resource.show ? [step(`${list}/:id/show/*`, 'show')] : []),
    ...(resource.edit ? [step(`${list}/:id/*`, 'edit')] : []),
    ...(resource.routes ?? []).map((route) => step(`${list}/${route.path}`, route.crumb)),
  ];
};

/** Where each screen sits; a screen's crumbs are its ancestors' and its own. */
export const placesFor = (resources: readonly ResourceDescriptor[]): Place[] => [
  ...SHELL,
  ...FOLDERS,
  ...resources.flatMap(placesOf),
];

/** The crumbs of a path, by the route that matches it best (`create` before `:id`, as the router does). */
export const crumbsFor = (places: readonly Place[], pathname: string): Crumb[] => {
  const match = matchRoutes(
    places.map((place) => ({ path: place.path })),
    pathname,
  )?.[0];
  const place = match && places.find((candidate) => candidate.path === match.route.path);
  if (!place) return [];
  const parent = place.parent ? places.find((candidate) => candidate.path === place.parent) : undefined;
  return [...(parent ? crumbsFor(places, parent.path) : []), { path: place.path, labelKey: place.labelKey }];
};
