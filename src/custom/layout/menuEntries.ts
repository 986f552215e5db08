import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { opens } from '../../resources/access';
import type { ResourceDescriptor } from '../../resources/descriptor';
import { MENU_FOLDERS, type MenuFolderKey } from './menuFolders';

/** A menu entry: a plain link, or a folder of links. */
export type MenuEntry = {
  key: string;
  labelKey: string;
  icon: SvgIconComponent;
} & ({ path: string } | { children: MenuEntry[] });

/** Always last: every signed-in user has a profile. */
const ACCOUNT: MenuEntry = {
  key: 'account',
  labelKey: 'liasse.menu.account',
  icon: AccountCircleIcon,
  path: '/admin/account',
};

const linkTo = (resource: ResourceDescriptor): MenuEntry => ({
  key: resource.name,
  labelKey: `resources.${resource.name}.name`,
  icon: resource.icon,
  path: `/${resource.name}`,
});

/** The list's own entry, then its preset-filter entries, each with its order. */
const entriesOf = (resource: ResourceDescriptor) => [
  { order: resource.menu!.order, entry: linkTo(resource) },
  ...(resource.menuLinks ?? []).map((link) => ({
    order: link.order,
    entry: {
      key: link.key,
      labelKey: link.labelKey,
      icon: resource.icon,
      path: `/${resource.name}?filter=${encodeURIComponent(JSON.stringify(link.filter))}`,
    },
  })),
];
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The side menu of a user: the resources their features let them list, each at the place its
 * descriptor gives (a folder shows when one of its resources does), by order; then My profile.
 * The Home back link is the menu's own.
 */
export const menuEntries = (resources: readonly ResourceDescriptor[], features: readonly string[]): MenuEntry[] => {
  const shown = resources
    .filter((resource) => resource.menu && opens(resource, 'list', features))
    .sort((a, b) => a.menu!.order - b.menu!.order);
  const topLevel = shown.filter((resource) => !resource.menu!.folder).flatMap(entriesOf);
  const folders = Object.entries(MENU_FOLDERS).flatMap(([key, folder]) => {
    const children = shown
      .filter((resource) => resource.menu!.folder === (key as MenuFolderKey))
      .flatMap(entriesOf)
      .sort(byOrder)
      .map(({ entry }) => entry);
    if (children.length === 0) return [];
    return [{ order: folder.order, entry: { key, labelKey: folder.labelKey, icon: folder.icon, children } }];
  });
  return [...topLevel, ...folders]
    .sort(byOrder)
    .map(({ entry }) => entry)
    .concat(ACCOUNT);
};
