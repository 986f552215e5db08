import { useEffect } from 'react';
import { useListContext } from 'react-admin';

/**
 * Keeps the list's selection among the rows in sight: when another filter, search, sort, page or
 * page size shows other rows, the selected ones no longer shown are unselected, so that a bulk
 * action never acts on rows the user does not see. A row still shown stays selected (a row ticked
 * while a typed search was on its way is not lost when the search's answer still shows it).
 */
export const useSelectionFollowsQuery = () => {
  const { data, selectedIds, onSelect } = useListContext();
  useEffect(() => {
    if (!data || selectedIds.length === 0) return;
    const shown = new Set(data.map((record) => record.id));
    const kept = selectedIds.filter((id) => shown.has(id));
    if (kept.length < selectedIds.length) onSelect(kept);
  }, [data, selectedIds, onSelect]);
};
