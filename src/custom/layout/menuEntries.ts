import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessIcon from '@mui/icons-material/Business';
import GroupsIcon from '@mui/icons-material/Groups';
import OutboxIcon from '@mui/icons-material/Outbox';
import PersonIcon from '@mui/icons-material/Person';
import RuleIcon from '@mui/icons-material/Rule';
import type { Feature } from '../../../common/features';

/** A menu folder: a plain link, or a dropdown of links. Shown only with its feature. */
export type MenuEntry = {
  key: string;
  labelKey: string;
  icon: SvgIconComponent;
  feature?: Feature;
} & ({ path: string } | { children: MenuEntry[] });

/**
 * The folders of the left menu, in the spec's order (Home, Folders, Employees, …, My profile).
 * An area's entry is added here when the area is built; the Home back link is always shown.
 */
export const MENU_ENTRIES: MenuEntry[] = [
  {
    key: 'organizations',
    labelKey: 'resources.organizations.name',
    icon: BusinessIcon,
    feature: 'ORGANIZATIONS_LIST',
    path: '/organizations',
  },
  {
    key: 'rights',
    labelKey: 'liasse.menu.rights',
    icon: AdminPanelSettingsIcon,
    children: [
      {
        key: 'groups',
        labelKey: 'resources.admin/rights/groups.name',
        icon: GroupsIcon,
        feature: 'RIGHTS_MANAGE',
        path: '/admin/rights/groups',
      },
      {
        key: 'users',
        labelKey: 'resources.admin/rights/users.name',
        icon: PersonIcon,
        feature: 'USERS_LIST',
        path: '/admin/rights/users',
      },
      {
        key: 'rules',
        labelKey: 'resources.admin/rights/rules.name',
        icon: RuleIcon,
        feature: 'RIGHTS_MANAGE',
        path: '/admin/rights/rules',
      },
    ],
  },
  { key: 'outbox', labelKey: 'liasse.menu.outbox', icon: OutboxIcon, feature: 'RIGHTS_MANAGE', path: '/outbox' },
  { key: 'account', labelKey: 'liasse.menu.account', icon: AccountCircleIcon, path: '/admin/account' },
];

export const visibleEntries = (entries: MenuEntry[], features: readonly string[]): MenuEntry[] =>
  entries.flatMap((entry): MenuEntry[] => {
    if (entry.feature && !features.includes(entry.feature)) return [];
    if ('path' in entry) return [entry];
    const children = visibleEntries(entry.children, features);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
