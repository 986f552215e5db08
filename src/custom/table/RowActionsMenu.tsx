import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RowAction } from './types';

/** The action column's button: a menu of the row's actions. */
export const RowActionsMenu = ({ actions }: { actions: RowAction[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('liasse.table.actions')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
      >
        {actions.map((action) => (
          <MenuItem key={action.key} component={Link} to={action.path}>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{translate(action.labelKey)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
