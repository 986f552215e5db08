import { matchPath } from 'react-router-dom';

export type Crumb = { path: string; labelKey: string };

/** Where each screen sits; a screen's crumbs are its ancestors' and its own. Grows with each area. */
const SCREENS: (Crumb & { parent?: string })[] = [
  { path: '/', labelKey: 'liasse.menu.home' },
  { path: '/maintenance', labelKey: 'liasse.menu.maintenance', parent: '/' },
  { path: '/outbox', labelKey: 'liasse.menu.outbox', parent: '/' },
];

export const crumbsFor = (pathname: string): Crumb[] => {
  const screen = SCREENS.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!screen) return [];
  const parent = screen.parent ? SCREENS.find((candidate) => candidate.path === screen.parent) : undefined;
  return [...(parent ? crumbsFor(parent.path) : []), { path: screen.path, labelKey: screen.labelKey }];
};
