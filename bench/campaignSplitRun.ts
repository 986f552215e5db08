/**
 * One run of the campaign split for bench/campaignSplit.ts, in a process of its own so that its
 * peak RSS is its own: the employees and the campaign written (untimed), then the split timed.
 * Prints one JSON line: { seconds, pieces, ignored, peakMb, processPeakMb, baseMb }: the RSS
 * sampled during the split, the process's high-water mark, and the RSS just before the split (on
 * PGlite, the embedded database's share: migrating it alone peaks near 950 MB here).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { splitCampaign } from '../server/modules/campaigns/split/splitCampaign';
import { loadConfig } from '../server/config';
import { openContext } from '../server/start';
import { benchPayslipLayout } from './support/payslipRun';

const [pagesArg, filePath, dataDir] = process.argv.slice(2);
const ctx = await openContext(
  loadConfig({ ...process.env, DATA_DIR: dataDir, RUN_WORKERS: 'false', LOG_LEVEL: 'warn' }),
  {
    inMemory: true,
  },
);
const { db } = ctx.database;
// The employees the file was made for; the file itself is the parent's.
const { employees } = benchPayslipLayout(Number(pagesArg));
const orgId = randomUUID();
await db
  .insertInto('organizations')
  .values({ id: orgId, customer_id: orgId, name: 'Banc', org_path: [orgId] })
  .execute();
const user = await db
  .insertInto('users')
  .values({
    customer_id: orgId,
    org_id: orgId,
    login: `bench-${orgId}`,
    password_hash: 'x',
    first_name: 'B',
    name: 'B',
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const ids = employees.map(() => randomUUID());
for (let start = 0; start < employees.length; start += 1000) {
  const slice = employees.slice(start, start + 1000);
  await db
    .insertInto('employees')
    .values(
      slice.map((employee, i) => ({
        id: ids[start + i],
        customer_id: orgId,
        first_name: employee.firstName,
        last_name: employee.lastName,
        registration_number: employee.registrationNumber,
        birth_day: employee.birthDay,
      })),
    )
    .execute();
  await db
    .insertInto('employee_organizations')
    .values(slice.map((_, i) => ({ employee_id: ids[start + i], org_id: orgId })))
    .execute();
}
const campaign = await db
  .insertInto('campaigns')
  .values({
    customer_id: orgId,
    org_id: orgId,
    created_by: user.id,
    name: 'Banc',
    siret: '73282932000074',
    detection: true,
    doc_type: 'PAYE',
    distribution: 'WITH_VALIDATION',
    status: 'SPLITTING',
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const key = await ctx.blobs.put(await readFile(filePath));
await db
  .insertInto('campaign_files')
  .values({ campaign_id: campaign.id, seq: 0, name: path.basename(filePath), doc_type: 'PAYE', blob_key: key })
  .execute();

const rss = () => process.memoryUsage().rss / 1024 / 1024;
const baseMb = rss();
let peakMb = baseMb;
const sampler = setInterval(() => (peakMb = Math.max(peakMb, rss())), 20);
const started = performance.now();
const outcome = await splitCampaign(ctx, campaign.id);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
if (outcome !== 'done') throw new Error(`split ended ${outcome}`);
const pieces = await db.selectFrom('dispatched_docs').select('id').where('campaign_id', '=', campaign.id).execute();
const ignored = await db
  .selectFrom('campaign_ignored_pages')
  .select('page')
  .where('campaign_id', '=', campaign.id)
  .execute();
console.log(
  JSON.stringify({
    seconds,
    pieces: pieces.length,
    ignored: ignored.length,
    peakMb: Math.max(peakMb, rss()),
    processPeakMb: process.resourceUsage().maxRSS / 1024,
    baseMb,
  }),
);
await ctx.close();
process.exit(0);
