import { alpha, type Theme } from '@mui/material/styles';
import { CHECKBOX_COLUMN_WIDTH } from './layout';

/**
 * The cells that stay in sight while a table wider than its frame scrolls sideways: the checkbox
 * and the first shown column on the left (what names the row), the actions on the right.
 */
export const STICKY = {
  select: 'liasse-sticky liasse-sticky-select',
  first: 'liasse-sticky liasse-sticky-first',
  actions: 'liasse-sticky liasse-sticky-actions',
} as const;

/** The table frame's rules for the sticky cells; they must be opaque, in the row's own tint, to hide what scrolls under them. */
export const stickyColumnsSx = (theme: Theme) => {
  const { palette } = theme;
  const tint = (color: string) => `linear-gradient(${color}, ${color})`;
  const selected = tint(alpha(palette.primary.main, palette.action.selectedOpacity));
  const hovered = tint(palette.action.hover);
  return {
    '& .liasse-sticky': { position: 'sticky', zIndex: 1, backgroundColor: palette.background.paper },
    '& .liasse-sticky-select': { left: 0 },
    // A rule on its right edge says that the columns beside it slide under it.
    '& .liasse-sticky-first': { left: CHECKBOX_COLUMN_WIDTH, boxShadow: `inset -1px 0 0 ${palette.divider}` },
    '& .liasse-sticky-actions': { right: 0, boxShadow: `inset 1px 0 0 ${palette.divider}` },
    '& .MuiTableRow-root.Mui-selected > .liasse-sticky': { backgroundImage: selected },
    '& .MuiTableRow-hover:hover > .liasse-sticky': { backgroundImage: hovered },
    '& .MuiTableRow-hover.Mui-selected:hover > .liasse-sticky': { backgroundImage: `${hovered}, ${selected}` },
  } as const;
};
