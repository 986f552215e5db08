/** Page-size choices; the spec gives only the default. */
export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

/** Spec section 3: totalPages = ceil(count / limit), at least 1. */
export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

/** Spec section 4: the page moves within 1..totalPages; a page past the last becomes the last. */
export const clampPage = (page: number, totalPages: number): number =>
  Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, totalPages));
