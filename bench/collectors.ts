/**
 * Benchmark: collecting 1,000 PDF attachments from a real IMAP server (Debian's dovecot on
 * loopback) into the safe (collectSubscription: list, download, check, store, ledger and document
 * in one transaction, move the message), as a ratio to the anchor: downloading the same
 * attachments with the same client (imapflow) alone, in the same run. Goal: ≥ 0.5×, with the
 * process's peak memory during the collection under 300 MB on PostgreSQL.
 *
 *   DATABASE_URL=postgres://… npm run bench:collectors [-- --messages 1000]
 *
 * With DATABASE_URL the database is a throwaway one on that server, otherwise PGlite in memory
 * (whose own memory then dominates the figure). Only ratios, rates and memory are printed.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ImapFlow } from 'imapflow';
import { loadConfig } from '../server/config';
import { attachmentParts } from '../server/modules/collectors/connectors/attachmentParts';
import { collectSubscription } from '../server/modules/collectors/collect';
import { openContext } from '../server/start';
import { startImapPeer } from '../tests/support/collectorPeers/imapPeer';
import { messageWithPdfs } from '../tests/support/collectorPeers/mailMessages';
import { textPdf } from '../tests/support/documentFiles';
import { insertCollectorSubscription, insertOrganization } from '../tests/support/factories';
import { createTestDatabaseUrl } from '../tests/support/testDatabase';

const GOAL_RATIO = 0.5;
const GOAL_PEAK_MB = 300;

const { values } = parseArgs({ options: { messages: { type: 'string', default: '1000' } } });
const messages = Number(values.messages);

const peer = await startImapPeer({ login: 'bench', password: 'Bench-Mail-1' }).catch((error: Error) => {
  console.error(`The anchor cannot run: no IMAP server (${error.message}). Install dovecot-imapd.`);
  process.exit(1);
});
const pdf = await textPdf(['Facture de banc d’essai']);
for (let n = 0; n < messages; n++)
  await peer.deliver(
    await messageWithPdfs({
      from: 'compta@fournisseur.test',
      subject: `Facture ${n}`,
      // Each its own bytes: identical files would be duplicates, not documents.
      attachments: [{ name: `facture-${n}.pdf`, bytes: Buffer.concat([pdf, Buffer.from(`\n% ${n}\n`)]) }],
    }),
  );

/** The anchor: every attachment's bytes, as imapflow alone gives them. */
const downloadAlone = async () => {
  const client = new ImapFlow({
    host: peer.host,
    port: peer.port,
    secure: false,
    auth: { user: peer.login, pass: peer.password },
    logger: false,
  });
  client.on('error', () => undefined);
  await client.connect();
  await client.mailboxOpen('INBOX');
  const parts = [];
  for await (const message of client.fetch('1:*', { uid: true, bodyStructure: true }))
    for (const part of attachmentParts(message.bodyStructure!)) parts.push({ uid: message.uid, part: part.part });
  let bytes = 0;
  for (const { uid, part } of parts) {
    const { content } = await client.download(String(uid), part, { uid: true });
    for await (const chunk of content!) bytes += (chunk as Buffer).length;
  }
  await client.logout();
  return { attachments: parts.length, bytes };
};

const started = performance.now();
const downloaded = await downloadAlone();
const anchorSeconds = (performance.now() - started) / 1000;
if (downloaded.attachments !== messages || downloaded.bytes < messages * pdf.length) {
  console.error(
    `The anchor read ${downloaded.attachments} attachments of ${messages}: it cannot stand for the collection.`,
  );
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-bench-collect-'));
const database = await createTestDatabaseUrl();
const ctx = await openContext(
  loadConfig({
    DATA_DIR: dataDir,
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'warn',
    // The IMAP peer listens on loopback, which production refuses.
    REMOTE_HOSTS_ALLOWED: '127.0.0.1',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  }),
  { inMemory: !database.url },
);
const org = await insertOrganization(ctx.database.db, { name: 'Banc' });
const subscriptionId = await insertCollectorSubscription(ctx.database.db, ctx.secrets, org, {
  host: peer.host,
  port: peer.port,
  login: peer.login,
  password: peer.password,
  processedFolder: 'Traités',
});

const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const collectStart = performance.now();
await collectSubscription(ctx, subscriptionId, randomUUID(), 'REQUEST');
const collectSeconds = (performance.now() - collectStart) / 1000;
clearInterval(sampler);
const { collected } = await ctx.database.db
  .selectFrom('collector_subscriptions')
  .select('collected')
  .where('id', '=', subscriptionId)
  .executeTakeFirstOrThrow();

const ratio = anchorSeconds / collectSeconds;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
console.log(`engine: ${database.url ? 'PostgreSQL' : 'PGlite (in memory)'}; ${messages} PDF attachments`);
console.log(`anchor (imapflow downloads alone): ${(messages / anchorSeconds).toFixed(0)} PDFs/s`);
console.log(
  `collection into the safe:          ${(collected / collectSeconds).toFixed(0)} PDFs/s (${collected} filed)`,
);
console.log(`ratio: ${ratio.toFixed(2)}× (goal ≥ ${GOAL_RATIO}×)`);
console.log(
  `memory: ${mb(before)} MB before (the process idle with its context), peak ${mb(peak)} MB during, ` +
    `+${mb(peak - before)} MB (goal: flat, the process under ${GOAL_PEAK_MB} MB on PostgreSQL)`,
);

await ctx.close();
await peer.close();
await database.drop();
await rm(dataDir, { recursive: true, force: true });
