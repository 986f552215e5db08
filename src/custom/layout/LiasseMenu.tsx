import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import { Collapse, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RESOURCES_LIST } from '../../resources';
import { session } from '../../session';
import { menuEntries, type MenuEntry } from './menuEntries';

/** Whether the page shown is one of the entry's, or below one: its folder then starts open. */
const leadsTo = (entry: MenuEntry, pathname: string): boolean =>
  'path' in entry
    ? pathname === entry.path.split('?')[0] || pathname.startsWith(`${entry.path.split('?')[0]}/`)
    : entry.children.some((child) => leadsTo(child, pathname));

const Folder = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => leadsTo(entry, pathname));
  const Icon = entry.icon;
  if ('path' in entry) {
    return (
      <Menu.Item to={entry.path} primaryText={translate(entry.labelKey, { smart_count: 2 })} leftIcon={<Icon />} />
    );
  }
  return (
    <>
      {/* Laid out as react-admin's menu items (40px icon column), with a small chevron at the
          edge, so that 'Gestion des droits' and 'Rechteverwaltung' fit the 214px menu on one line. */}
      <ListItemButton role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ pr: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={translate(entry.labelKey, { smart_count: 2 })} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List role="group" disablePadding sx={{ pl: 2 }}>
          {entry.children.map((child) => (
            <Folder key={child.key} entry={child} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

/** Left menu: the Home back link, then the folders the user's features open (the breadcrumb sits above the page). */
export const LiasseMenu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const entries = menuEntries(RESOURCES_LIST, permissions ?? [], session.read()?.personalAccount);
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('liasse.menu.back_home')} leftIcon={<HomeIcon />} end />
      <Divider />
      {entries.map((entry) => (
        <Folder key={entry.key} entry={entry} />
      ))}
    </Menu>
  );
};
