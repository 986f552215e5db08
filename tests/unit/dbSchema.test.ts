import { sql } from 'kysely';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from '../support/testDatabase';

type Columns = Record<string, { nullable: boolean }>;

/** The types queries are typed by: `DB`, and the directory's own tables (`db.withTables<SireneTables>()`). */
const TYPED_SCHEMAS = [
  { file: 'server/db/schema.ts', type: 'DB' },
  { file: 'server/modules/orgDirectory/sirene/tables.ts', type: 'SireneTables' },
];
// Kysely's own bookkeeping, which no query of ours reads.
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * The tables of those types as the TypeScript compiler reads them: each column with whether what
 * a select answers may be null (`ColumnType<S, I, U>` and `Generated<T>` by their select type S),
 * so that the database is compared with the very types the code is checked against.
 */
const declaredTables = (): Record<string, Columns> => {
  const files = TYPED_SCHEMAS.map(({ file }) => path.resolve(__dirname, '../..', file));
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const selected = (type: ts.Type) => {
    const select = type.getProperty('__select__');
    return select ? checker.getTypeOfSymbol(select) : type;
  };
  const nullable = (type: ts.Type) =>
    (type.isUnion() ? type.types : [type]).some((member) => member.flags & ts.TypeFlags.Null);
  const tables: Record<string, Columns> = {};
  TYPED_SCHEMAS.forEach(({ file, type }, index) => {
    const declaration = program
      .getSourceFile(files[index]!)
      ?.statements.find(
        (statement): statement is ts.TypeAliasDeclaration =>
          ts.isTypeAliasDeclaration(statement) && statement.name.text === type,
      );
    if (!declaration) throw new Error(`${file} has no type ${type}`);
    for (const table of checker.getTypeAtLocation(declaration).getProperties()) {
      const columns: Columns = {};
      for (const column of checker.getTypeOfSymbol(table).getProperties()) {
        columns[column.name] = { nullable: nullable(selected(checker.getTypeOfSymbol(column))) };
      }
      tables[table.name] = columns;
    }
  });
  return tables;
};

/** The tables of the migrated database's public schema, each column with its nullability. */
const migratedTables = async (database: Database): Promise<Record<string, Columns>> => {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select c.table_name, c.column_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
  `.execute(database.db);
  const tables: Record<string, Columns> = {};
  for (const row of rows) {
    if (MIGRATOR_TABLES.has(row.table_name)) continue;
    (tables[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES' };
  }
  return tables;
};

/** Every difference, one line each, naming the table and column. */
const differences = (declared: Record<string, Columns>, migrated: Record<string, Columns>): string[] => {
  const found: string[] = [];
  for (const table of Object.keys(migrated)) {
    if (!declared[table]) found.push(`${table}: a table of the database that no type declares`);
  }
  for (const [table, columns] of Object.entries(declared)) {
    const actual = migrated[table];
    if (!actual) {
      found.push(`${table}: declared, not in the migrated database`);
      continue;
    }
    for (const [column, { nullable }] of Object.entries(columns)) {
      const real = actual[column];
      if (!real) found.push(`${table}.${column}: declared, not in the migrated database`);
      else if (real.nullable !== nullable) {
        found.push(
          `${table}.${column}: declared ${nullable ? 'nullable' : 'not null'}, ${real.nullable ? 'nullable' : 'not null'} in the database`,
        );
      }
    }
    for (const column of Object.keys(actual)) {
      if (!columns[column]) found.push(`${table}.${column}: a column of the database that its type does not declare`);
    }
  }
  return found;
};

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(() => close?.());

describe('the typed schema', () => {
  it('declares every table and column of the migrated database, nullable exactly where the database is', async () => {
    const declared = declaredTables();
    expect(Object.keys(declared).length).toBeGreaterThan(10);
    expect(differences(declared, await migratedTables(database))).toEqual([]);
  });
});
