import type { ColumnType } from 'kysely';

/** The directory's tables (migration 0005), for `db.withTables<SireneTables>()`. */
export type SireneTables = {
  sirene_establishments: {
    siret: string;
    name: string | null;
    street: string | null;
    postal: string | null;
    zip_code: string | null;
    city: string | null;
    country: string;
    active: boolean;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  sirene_imports: {
    file_key: string;
    file_name: string;
    rows_done: ColumnType<number, number | undefined, number>;
    rows_skipped: ColumnType<number, number | undefined, number>;
    last_siret: string | null;
    started_at: ColumnType<Date, Date | undefined, Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
    finished_at: Date | null;
  };
};
