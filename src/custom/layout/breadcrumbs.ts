import { matchPath } from 'react-router-dom';

export type Crumb = { path: string; labelKey: string };

/** Where each screen sits; a screen's crumbs are its ancestors' and its own. Grows with each area. */
const SCREENS: (Crumb & { parent?: string })[] = [
  { path: '/', labelKey: 'liasse.menu.home' },
  { path: '/maintenance', labelKey: 'liasse.menu.maintenance', parent: '/' },
  { path: '/outbox', labelKey: 'liasse.menu.outbox', parent: '/' },
  { path: '/organizations', labelKey: 'resources.organizations.name', parent: '/' },
  { path: '/organizations/create', labelKey: 'ra.action.create', parent: '/organizations' },
  { path: '/organizations/:id/show', labelKey: 'ra.action.show', parent: '/organizations' },
  { path: '/organizations/:id', labelKey: 'ra.action.edit', parent: '/organizations' },
  { path: '/admin/rights', labelKey: 'liasse.menu.rights', parent: '/' },
  { path: '/admin/rights/users', labelKey: 'resources.admin/rights/users.name', parent: '/admin/rights' },
  { path: '/admin/rights/users/create', labelKey: 'ra.action.create', parent: '/admin/rights/users' },
  { path: '/admin/rights/users/:id/edit', labelKey: 'ra.action.edit', parent: '/admin/rights/users' },
  { path: '/admin/rights/groups', labelKey: 'resources.admin/rights/groups.name', parent: '/admin/rights' },
  { path: '/admin/rights/groups/create', labelKey: 'ra.action.create', parent: '/admin/rights/groups' },
  { path: '/admin/rights/groups/:id/edit', labelKey: 'ra.action.edit', parent: '/admin/rights/groups' },
  { path: '/admin/rights/rules', labelKey: 'resources.admin/rights/rules.name', parent: '/admin/rights' },
  { path: '/admin/rights/rules/create', labelKey: 'ra.action.create', parent: '/admin/rights/rules' },
  { path: '/admin/rights/rules/:id', labelKey: 'ra.action.show', parent: '/admin/rights/rules' },
  { path: '/admin/rights/rules/:id/edit', labelKey: 'ra.action.edit', parent: '/admin/rights/rules' },
  { path: '/admin/account', labelKey: 'liasse.menu.account', parent: '/' },
];

export const crumbsFor = (pathname: string): Crumb[] => {
  const screen = SCREENS.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!screen) return [];
  const parent = screen.parent ? SCREENS.find((candidate) => candidate.path === screen.parent) : undefined;
  return [...(parent ? crumbsFor(parent.path) : []), { path: screen.path, labelKey: screen.labelKey }];
};
