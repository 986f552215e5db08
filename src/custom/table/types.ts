import type { ReactNode } from 'react';
import type { Identifier, RaRecord, TranslateFunction } from 'react-admin';

/**
 * A column's search in the header search row (spec: text, date range with start and end, or
 * select). `reference` is a select whose options are too many to list: the records of another
 * resource, searched by name as one types; the filter holds the chosen record's id.
 */
export type ColumnSearch =
  | { type: 'text' }
  | { type: 'dateRange' }
  | { type: 'select'; options: readonly { value: string; labelKey: string }[] }
  | { type: 'reference'; reference: string; filterKey: string };

/** What a cell's render needs beside the record. */
export type CellContext = { translate: TranslateFunction; locale: string };

/** One column of a table (spec section 3, 'Table column definition'). */
export type TableColumn<T extends RaRecord = RaRecord> = {
  /** The record's field (the spec's reference); also the key of the column's filter and sort. */
  source: string;
  /** Translation key of the header. */
  labelKey: string;
  /** Shown until the user hides it. Default true. */
  shown?: boolean;
  search?: ColumnSearch;
  /** The server can sort on this column. Default false. */
  sortable?: boolean;
  /** Width in pixels before the user resizes it. */
  width?: number;
  /** The cell's content; by default the field's value as text. Null, '' or [] reads as empty. */
  render?: (record: T, context: CellContext) => ReactNode;
};

/** Something one can do with a row: a link, shown in the action column and on a card's back. */
export type RowAction = { key: string; labelKey: string; path: string; icon: ReactNode };

/** A labelled value on a card's back. */
export type CardInfo = { labelKey: string; value: ReactNode };

export type TableView = 'list' | 'grid';

/** What the user chose for one column; a column without a choice keeps its definition's defaults. */
export type ColumnPreference = { shown: boolean; width?: number };

/** A user's choices for one list, kept in react-admin's store. */
export type TablePreferences = { view: TableView; columns: Record<string, ColumnPreference> };

/** A column as the table draws it: its definition and the user's choices laid over it. */
export type ResolvedColumn<T extends RaRecord = RaRecord> = { column: TableColumn<T>; shown: boolean; width: number };

export type RowId = Identifier;
