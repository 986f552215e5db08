import { useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

type Filters = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What `next` changes in `drawn`, applied on top of `base`. */
export const applyChange = (base: Filters, drawn: Filters, next: Filters): Filters => {
  const out = { ...base };
  for (const key of new Set([...Object.keys(drawn), ...Object.keys(next)])) {
    if (same(drawn[key], next[key])) continue;
    if (next[key] === undefined) delete out[key];
    else out[key] = next[key];
  }
  return out;
};

/**
 * react-admin's `setFilters` replaces every filter with what its caller saw when the list was last
 * drawn. Two writers between two drawings undo each other: the search box's debounced write, landing
 * after a folder or a column filter was chosen but before the list showed it, brought the old
 * folder back. Here each write is taken as the change it makes to what was drawn, and applied on top
 * of the writes not yet drawn.
 */
export const DrawnFilterWrites = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const drawn = list.filterValues as Filters;
  const latest = useRef({ drawn, written: drawn });
  if (!same(latest.current.drawn, drawn)) latest.current = { drawn, written: drawn };
  const setFilters: typeof list.setFilters = (next, displayedFilters, debounce) => {
    const written = applyChange(latest.current.written, drawn, next as Filters);
    latest.current = { ...latest.current, written };
    list.setFilters(written, displayedFilters, debounce);
  };
  return <ListContextProvider value={{ ...list, setFilters }}>{children}</ListContextProvider>;
};
