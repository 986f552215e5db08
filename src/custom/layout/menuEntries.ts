import type { SvgIconComponent } from '@mui/icons-material';
import OutboxIcon from '@mui/icons-material/Outbox';
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
  { key: 'outbox', labelKey: 'liasse.menu.outbox', icon: OutboxIcon, feature: 'RIGHTS_MANAGE', path: '/outbox' },
];

export const visibleEntries = (entries: MenuEntry[], features: readonly string[]): MenuEntry[] =>
  entries.flatMap((entry): MenuEntry[] => {
    if (entry.feature && !features.includes(entry.feature)) return [];
    if ('path' in entry) return [entry];
    const children = visibleEntries(entry.children, features);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
