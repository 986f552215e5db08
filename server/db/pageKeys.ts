/**
 * Where each page a list has served ended, per query: the sort value and id of its last row, so
 * that the next page (or any later one) seeks from there through the index instead of reading
 * and skipping every row before it (an OFFSET). Kept in the process, least recently used first
 * out: a process that has not served a query's earlier pages (another web process, a restart)
 * pages by offset, which gives the same rows.
 */
export type PageKey = { value: string; id: string };

export class PageKeys {
  private readonly queries = new Map<string, Map<number, PageKey>>();

  constructor(
    private readonly maxQueries = 2_000,
    private readonly maxPagesPerQuery = 64,
  ) {}

  /** The known end of the nearest page before `page`, if any. */
  nearest(query: string, page: number): { page: number; key: PageKey } | undefined {
    const pages = this.queries.get(query);
    if (!pages) return undefined;
    this.queries.delete(query);
    this.queries.set(query, pages);
    let best: number | undefined;
    for (const known of pages.keys()) if (known < page && (best === undefined || known > best)) best = known;
    return best === undefined ? undefined : { page: best, key: pages.get(best)! };
  }

  remember(query: string, page: number, key: PageKey): void {
    const pages = this.queries.get(query) ?? new Map<number, PageKey>();
    this.queries.delete(query);
    this.queries.set(query, pages);
    pages.set(page, key);
    if (pages.size > this.maxPagesPerQuery) pages.delete(pages.keys().next().value!);
    if (this.queries.size > this.maxQueries) this.queries.delete(this.queries.keys().next().value!);
  }
}
