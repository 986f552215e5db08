import type { PGlite } from '@electric-sql/pglite';

export type SqlResult = { rows: Record<string, unknown>[]; affectedRows?: number };

/**
 * PGlite is ONE database session. Kysely, pg-boss and the migrator all queue here and hold the
 * session one at a time; a transaction holds it from BEGIN to COMMIT/ROLLBACK, so a query sent
 * from elsewhere waits for the transaction to end instead of running (and being rolled back)
 * inside it.
 */
export class SerialSession {
  private tail: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  /** Waits for the session and returns the function that hands it back. */
  async acquire(): Promise<() => void> {
    let handBack!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (handBack = resolve));
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      handBack();
    };
  }

  /** Runs one statement (or, without parameters, a script) holding the session for just that. */
  async run(text: string, values: readonly unknown[] = []): Promise<SqlResult> {
    const release = await this.acquire();
    try {
      return await runOn(this.pglite, text, values);
    } finally {
      release();
    }
  }
}

export const runOn = async (pglite: PGlite, text: string, values: readonly unknown[]): Promise<SqlResult> => {
  if (values.length > 0) {
    const result = await pglite.query<Record<string, unknown>>(text, [...values]);
    return { rows: result.rows, affectedRows: result.affectedRows };
  }
  // Without parameters pg-boss sends multi-statement scripts, which only exec() accepts.
  const results = await pglite.exec(text);
  const last = results.at(-1);
  return { rows: (last?.rows ?? []) as Record<string, unknown>[], affectedRows: last?.affectedRows };
};
