// Plain constants, without zod, so that the front end's calls can import them and leave zod to
// the screens (common/schemas/partnerships.ts builds the search schema from them).

/** The fields the partnership search sorts on. */
export const PARTNERSHIP_SORT_FIELDS = ['name', 'siret', 'status', 'city', 'createdAt'] as const;
/** The partnership search's per-column filters. */
export const PARTNERSHIP_FILTER_KEYS = ['name', 'siret', 'status', 'groupId', 'createdAt'] as const;
