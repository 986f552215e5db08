// Plain constants, without zod, so that the front end's calls can import them and leave zod to
// the screens (common/schemas/organizations.ts builds the search schema from them).

/** The fields the organisation search sorts on. */
export const ORGANIZATION_SORT_FIELDS = ['name', 'siret', 'city', 'createdAt'] as const;
/** The organisation search's kinds: the customer's root, or any other. */
export const ORGANIZATION_KINDS = ['root', 'child'] as const;
/** The organisation search's per-column filters. */
export const ORGANIZATION_FILTER_KEYS = ['name', 'siret', 'city', 'createdAt', 'kind'] as const;
