/**
 * One DSN import as the portal runs it, in a process of its own for bench/dsnImport.ts: a generated
 * file of N employees streamed into a blob store, previewed, applied. Prints its timings and peak RSS
 * as one JSON line. Arguments: employees, blob folder, customer name (a second run with the same
 * name imports into the same customer: the re-import).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AppContext } from '../server/context';
import { openDatabase } from '../server/db/database';
import { applyImport } from '../server/modules/dsnImports/apply';
import { computePreview } from '../server/modules/dsnImports/preview';
import { createSecretBox } from '../server/security/secretBox';
import { createFsBlobStore } from '../server/storage/fsBlobStore';
import { dsnStream, nicOf, syntheticDeclaration } from '../tests/support/dsnGenerator';

export const SIREN = '841234567';
export const MONTH = '2025-03-01';

export type RunResult = {
  uploadSeconds: number;
  previewSeconds: number;
  /** This process's CPU time (user + system) during the preview: near previewSeconds, it is what bounds it. */
  previewCpuSeconds: number;
  applySeconds: number;
  counts: Record<string, number>;
  peakRssMb: number;
};

const run = async (employees: number, dir: string, customerName: string): Promise<RunResult> => {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  // One key per customer, kept beside the blobs: the re-import must read the same fingerprints.
  const keyFile = path.join(dir, `${customerName}.key`);
  const key = await readFile(keyFile).catch(async () => {
    const fresh = randomBytes(32);
    await writeFile(keyFile, fresh);
    return fresh;
  });
  const ctx = { database, secrets: createSecretBox(key), blobs: createFsBlobStore(dir) } as AppContext;
  let customer = await db.selectFrom('organizations').select('id').where('name', '=', customerName).executeTakeFirst();
  if (!customer) {
    const id = randomUUID();
    const establishment = randomUUID();
    await db
      .insertInto('organizations')
      .values({ id, customer_id: id, name: customerName, org_path: [id] })
      .execute();
    await db
      .insertInto('organizations')
      .values({
        id: establishment,
        customer_id: id,
        parent_id: id,
        name: `${customerName} establishment`,
        siret: `${SIREN}${nicOf(SIREN, 1)}`,
        org_path: [id, establishment],
      })
      .execute();
    const user = await db
      .insertInto('users')
      .values({
        customer_id: id,
        org_id: id,
        login: `bench-${customerName}`,
        password_hash: 'x',
        first_name: 'Bench',
        name: 'Bench',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_visible_organizations').values({ user_id: user.id, org_id: id }).execute();
    const rule = await db
      .insertInto('access_rules')
      .values({ customer_id: id, org_id: id, name: 'Bench', features: ['EMPLOYEES_LIST', 'EMPLOYEES_EDIT'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('access_rule_users').values({ rule_id: rule.id, user_id: user.id }).execute();
    customer = { id };
  }
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('customer_id', '=', customer.id)
    .executeTakeFirstOrThrow();

  let started = performance.now();
  const { key: blobKey, size } = await ctx.blobs.putStream(
    dsnStream(syntheticDeclaration({ employees, siren: SIREN, month: MONTH })),
  );
  const uploadSeconds = (performance.now() - started) / 1000;
  const { id } = await db
    .insertInto('dsn_imports')
    .values({
      customer_id: customer.id,
      user_id: user.id,
      file_name: 'bench.dsn',
      status: 'PREVIEWING',
      blob_key: blobKey,
      size,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  await computePreview(ctx, id);
  const previewSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const previewCpuSeconds = (cpu.user + cpu.system) / 1e6;
  await db.updateTable('dsn_imports').set({ status: 'APPLYING' }).where('id', '=', id).execute();
  started = performance.now();
  await applyImport(ctx, id);
  const applySeconds = (performance.now() - started) / 1000;
  const done = await db
    .selectFrom('dsn_imports')
    .select(['status', 'counts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (done.status !== 'APPLIED') throw new Error(`import ended ${done.status}`);
  await database.close();
  return {
    uploadSeconds,
    previewSeconds,
    previewCpuSeconds,
    applySeconds,
    counts: done.counts as Record<string, number>,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
};

if (process.argv[1]?.endsWith('dsnImportRun.ts')) {
  const [employees, dir, customer] = process.argv.slice(2);
  run(Number(employees), dir!, customer!)
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
