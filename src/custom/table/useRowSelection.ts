import { useRef } from 'react';
import { useListContext } from 'react-admin';
import { allSelected, clickSelection, toggleAll } from './rangeSelection';
import type { RowId } from './types';

/** Row checkboxes on react-admin's selection: plain and shift clicks, and the header's select-all. */
export const useRowSelection = (ids: readonly RowId[]) => {
  const { selectedIds, onSelect } = useListContext();
  const anchor = useRef<RowId | undefined>(undefined);
  const selected = selectedIds ?? [];
  return {
    isSelected: (id: RowId) => selected.includes(id),
    allSelected: allSelected(ids, selected),
    someSelected: ids.some((id) => selected.includes(id)),
    clickRow: (target: RowId, shiftKey: boolean) => {
      const next = clickSelection({ ids, selected, anchor: anchor.current, target, shiftKey });
      anchor.current = next.anchor;
      onSelect(next.selected);
    },
    clickAll: () => onSelect(toggleAll(ids, selected)),
  };
};
