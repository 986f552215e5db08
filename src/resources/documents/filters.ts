import { DOC_FILTER_KEYS } from '../../../common/documentFields';

type Values = Record<string, unknown>;

/** The folders menu's filters: choosing a folder replaces them all. */
export const FOLDER_FILTER_KEYS = ['orgId', 'employeeId', 'noEmployee', 'docType', 'year'] as const;

/**
 * The list's filter values as `POST docs` takes them: the read/unread select's 'true'/'false'
 * becomes a boolean; a metadata filter needs its name. The quick search `q` stays for the pager.
 */
export const toSearchFilters = (values: Values): Values => {
  const { read, metadata, ...rest } = values;
  const out: Values = { ...rest };
  if (read === 'true' || read === true) out.read = true;
  if (read === 'false' || read === false) out.read = false;
  const pair = metadata as { name?: string; value?: string } | undefined;
  if (pair?.name?.trim()) out.metadata = { name: pair.name.trim(), value: (pair.value ?? '').trim() };
  return out;
};

/** The filters a mask keeps: those of the search, without the quick search. */
export const maskFiltersOf = (values: Values): Values => {
  const filters = toSearchFilters(values);
  return Object.fromEntries(
    Object.entries(filters).filter(([key]) => (DOC_FILTER_KEYS as readonly string[]).includes(key)),
  );
};

/** A mask's filters as the list's values (the select shows 'true'/'false'). */
export const listValuesOfMask = (filters: Values): Values => {
  const { read, ...rest } = filters;
  return typeof read === 'boolean' ? { ...rest, read: String(read) } : rest;
};
