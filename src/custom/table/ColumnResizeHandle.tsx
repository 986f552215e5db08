import { Box } from '@mui/material';
import type { HTMLAttributes } from 'react';

type Props = HTMLAttributes<HTMLElement> & { label: string; width: number };

/** The grip on a header's right edge: drag it, or focus it and use the left and right arrows. */
export const ColumnResizeHandle = ({ label, width, ...handlers }: Props) => (
  <Box
    component="span"
    role="separator"
    aria-orientation="vertical"
    aria-label={label}
    aria-valuenow={width}
    tabIndex={0}
    {...handlers}
    sx={{
      position: 'absolute',
      top: 0,
      right: 0,
      bottom: 0,
      width: 8,
      cursor: 'col-resize',
      touchAction: 'none',
      '&::after': {
        content: '""',
        position: 'absolute',
        top: '25%',
        bottom: '25%',
        right: 3,
        borderRight: 2,
        borderColor: 'divider',
      },
      '&:hover::after, &:focus-visible::after': { borderColor: 'primary.main' },
      '&:focus-visible': { outline: 'none' },
    }}
  />
);
