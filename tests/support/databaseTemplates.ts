import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoTenant } from '../../server/db/seed/demo';
import { TEMPLATES_ENV, withAdmin, type Templates } from './testDatabase';

/**
 * The run's prepared databases, made once before any test file (testDatabase.ts copies them): one
 * migrated, one migrated and seeded with the demo tenant. On PostgreSQL they are template
 * databases; on PGlite, snapshot files. Answers how to remove them at the end of the run.
 */
export const prepareDatabaseTemplates = async (): Promise<() => Promise<void>> => {
  const serverUrl = process.env.DATABASE_URL;
  const prepared = serverUrl ? await preparePostgres(serverUrl) : await preparePglite();
  process.env[TEMPLATES_ENV] = JSON.stringify(prepared.templates);
  return async () => {
    delete process.env[TEMPLATES_ENV];
    await prepared.remove();
  };
};

const run = (serverUrl: string, statements: string[]) =>
  withAdmin(serverUrl, async (admin) => {
    for (const statement of statements) await admin.query(statement);
  });

const migrateAndSeed = async (open: () => Promise<Database>, seed: boolean) => {
  const database = await open();
  try {
    await migrateToLatest(database.db);
    if (seed) await seedDemoTenant(database.db);
  } finally {
    await database.close();
  }
};

const preparePostgres = async (serverUrl: string) => {
  const prefix = `liasse_template_${randomBytes(4).toString('hex')}`;
  const templates: Templates = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  await run(serverUrl, [`create database ${templates.migrated}`]);
  await migrateAndSeed(() => openDatabase({ databaseUrl: urlOf(templates.migrated) }), false);
  await run(serverUrl, [`create database ${templates.seeded} template ${templates.migrated}`]);
  await migrateAndSeed(() => openDatabase({ databaseUrl: urlOf(templates.seeded) }), true);
  return {
    templates,
    remove: () =>
      run(serverUrl, [
        `drop database if exists ${templates.migrated} with (force)`,
        `drop database if exists ${templates.seeded} with (force)`,
      ]),
  };
};

const preparePglite = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'liasse-templates-'));
  const templates: Templates = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    await writeFile(templates.migrated, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
    await seedDemoTenant(database.db);
    await writeFile(templates.seeded, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  return { templates, remove: () => rm(folder, { recursive: true, force: true }) };
};
