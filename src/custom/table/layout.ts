/** The table's figures (spec section 9). */
export const CHECKBOX_COLUMN_WIDTH = 33;
export const ACTION_COLUMN_WIDTH = 40;
/** A column shown again, or one without a width of its own. */
export const NEW_COLUMN_WIDTH = 100;
/** A cell's content is this much narrower than its column. */
export const CELL_CONTENT_INSET = 5;
/** Narrow enough to tuck a column away, wide enough to keep its handle and a few letters. */
export const MIN_COLUMN_WIDTH = 40;
/** Keyboard resizing moves the edge by this much per arrow press. */
export const RESIZE_STEP = 10;

/** Read by screen readers, not drawn. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // In pixels: MUI reads a bare 1 as 100%, which widened the whole page to the table's width.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
