import type { RowId } from './types';

export type SelectionClick = {
  /** The rows in the order the table shows them. */
  ids: readonly RowId[];
  selected: readonly RowId[];
  /** The row clicked last without shift: one end of a range. */
  anchor: RowId | undefined;
  target: RowId;
  shiftKey: boolean;
};

/**
 * A checkbox click: plain, it toggles its row and becomes the anchor; with shift, it selects every
 * row from the anchor to itself (both included), keeping the rest of the selection and the anchor.
 * A shift-click without an anchor on the page is a plain click.
 */
export const clickSelection = ({
  ids,
  selected,
  anchor,
  target,
  shiftKey,
}: SelectionClick): { selected: RowId[]; anchor: RowId } => {
  const from = anchor === undefined ? -1 : ids.indexOf(anchor);
  const to = ids.indexOf(target);
  if (!shiftKey || from < 0 || to < 0) {
    const next = selected.includes(target) ? selected.filter((id) => id !== target) : [...selected, target];
    return { selected: next, anchor: target };
  }
  const range = ids.slice(Math.min(from, to), Math.max(from, to) + 1);
  return { selected: [...selected, ...range.filter((id) => !selected.includes(id))], anchor: anchor! };
};

/** The header checkbox: selects every row of the page, or unselects them when all already are. */
export const toggleAll = (ids: readonly RowId[], selected: readonly RowId[]): RowId[] =>
  allSelected(ids, selected)
    ? selected.filter((id) => !ids.includes(id))
    : [...selected, ...ids.filter((id) => !selected.includes(id))];

export const allSelected = (ids: readonly RowId[], selected: readonly RowId[]) =>
  ids.length > 0 && ids.every((id) => selected.includes(id));
