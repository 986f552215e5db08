import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectors } from '../../common/api/collectors';
import { documents } from '../../common/api/documents';
import { collectSubscription } from '../../server/modules/collectors/collect';
import { takeBackDeadLeases } from '../../server/modules/collectors/deadRuns';
import { startImapPeer, type ImapPeer } from '../support/collectorPeers/imapPeer';
import { messageWithPdfs } from '../support/collectorPeers/mailMessages';
import { startSftpPeer } from '../support/collectorPeers/sftpPeer';
import { startWebdavPeer } from '../support/collectorPeers/webdavPeer';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { collectorAccount, makeCollectorSubscription, makeScopedUser } from '../support/factories';
import { apiAs } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let parisId: string;
let lyonId: string;
let imap: ImapPeer;

const subscriptionOf = async (id: string) =>
  (await apiAs(server, admin).ok(collectors.subscription, { params: { id } })).data;

const itemsOf = async (id: string) =>
  (await apiAs(server, admin).ok(collectors.items, { params: { id }, body: { limit: 100 } })).items;

const runsOf = async (id: string) =>
  (await apiAs(server, admin).ok(collectors.runs, { params: { id }, body: { limit: 100 } })).runs;

/** One run, as the job runs it (each call its own job, so its own lease). */
const collect = (id: string) => collectSubscription(server.ctx, id, randomUUID(), 'REQUEST');

const documentsOf = (orgId: string, fileName: string) =>
  server.ctx.database.db
    .selectFrom('documents')
    .select(['id', 'doc_type', 'metadata', 'blob_key'])
    .where('org_id', '=', orgId)
    .where('file_name', '=', fileName)
    .execute();

const invoiceMail = async (n: string, from = 'compta@fournisseur.test') =>
  messageWithPdfs({
    from,
    subject: `Facture ${n}`,
    attachments: [{ name: `facture-${n}.pdf`, bytes: await textPdf([`Facture ${n}`]) }],
  });

/** An IMAP subscription of the organisation on the test's mailbox, as the form sends it. */
const imapSubscription = (orgId: string, name: string, account: Record<string, unknown> = {}) =>
  makeCollectorSubscription(server, admin, {
    orgId,
    name,
    accounts: [
      collectorAccount({
        host: imap.host,
        port: imap.port,
        login: imap.login,
        password: imap.password,
        processedFolder: 'Traités',
        ...account,
      }),
    ],
  });

beforeAll(async () => {
  [server, imap] = await Promise.all([
    startTestServer(),
    startImapPeer({ login: 'factures', password: 'Boite-Mail-1' }),
  ]);
  admin = (await loginAs(server, 'admin')).token;
  parisId = (await demoOrganization(server, 'Paris')).id;
  lyonId = (await demoOrganization(server, 'Lyon')).id;
});
afterAll(async () => {
  await server?.close();
  await imap?.close();
});

describe('a mailbox collector', () => {
  it('files each PDF attachment in the safe once, with its source, and moves the message', async () => {
    await imap.deliver(await invoiceMail('A-001', 'ventes@papeterie.test'));
    const subscription = await imapSubscription(parisId, 'Papeterie', { sender: 'papeterie' });
    expect(await collect(subscription.id)).toBe(true);

    const [document] = await documentsOf(parisId, 'facture-A-001.pdf');
    expect(document).toMatchObject({ doc_type: 'FACT' });
    expect(document!.metadata).toMatchObject({
      collectorAccount: `factures@127.0.0.1:${imap.port}`,
      remoteName: 'facture-A-001.pdf',
    });
    const events = await server.ctx.database.db
      .selectFrom('document_events')
      .select('detail')
      .where('document_id', '=', document!.id)
      .execute();
    expect(JSON.stringify(events)).toContain(subscription.id);

    expect(await imap.messageCount('Traités')).toBe(1);
    const after = await subscriptionOf(subscription.id);
    expect(after).toMatchObject({ state: 'OK', processing: false, collected: 1, lastError: null });
    expect(after.accounts[0]).toMatchObject({ state: 'OK' });
    const [item] = await itemsOf(subscription.id);
    expect(item).toMatchObject({ status: 'COLLECTED', documentId: document!.id, remoteName: 'facture-A-001.pdf' });
    const [run] = await runsOf(subscription.id);
    expect(run).toMatchObject({ status: 'DONE', collected: 1, duplicates: 0, refused: 0 });
  });

  it('files the same message seen twice as one document', async () => {
    const twice = await invoiceMail('B-002', 'ventes@imprimerie.test');
    await imap.deliver(twice);
    await imap.deliver(twice);
    const subscription = await imapSubscription(parisId, 'Imprimerie', { sender: 'imprimerie' });
    await collect(subscription.id);
    expect(await documentsOf(parisId, 'facture-B-002.pdf')).toHaveLength(1);
    expect((await itemsOf(subscription.id)).map((item) => item.status).sort()).toEqual(['COLLECTED', 'DUPLICATE']);
    // Both messages were read: neither is met again.
    await collect(subscription.id);
    expect(await itemsOf(subscription.id)).toHaveLength(2);
    expect((await subscriptionOf(subscription.id)).collected).toBe(1);
  });

  it('keeps a message whose attachment is no PDF where it is, with the cause in the ledger', async () => {
    await imap.deliver(
      await messageWithPdfs({
        from: 'ventes@faussaire.test',
        subject: 'Pas un PDF',
        attachments: [{ name: 'facture.pdf', bytes: Buffer.from('MZ this is not a PDF') }],
      }),
    );
    const subscription = await imapSubscription(parisId, 'Faussaire', { sender: 'faussaire' });
    await collect(subscription.id);
    const [item] = await itemsOf(subscription.id);
    expect(item).toMatchObject({ status: 'REFUSED', documentId: null });
    expect(item!.error).toBeTruthy();
    expect((await runsOf(subscription.id))[0]).toMatchObject({ refused: 1, collected: 0 });
  });

  it('says wrong identifiers when the server refuses the login, and leaves it to the user', async () => {
    const subscription = await imapSubscription(parisId, 'Mauvais mot de passe', { password: 'not-the-password' });
    await collect(subscription.id);
    const after = await subscriptionOf(subscription.id);
    expect(after.state).toBe('WRONG_IDENTIFIERS');
    expect(after.accounts[0]!.lastError).toBe('wrong_identifiers');
    const listed = await apiAs(server, admin).ok(collectors.subscriptions, {
      query: { state: 'WRONG_IDENTIFIERS', limit: 100 },
    });
    expect(listed.csList.map((row) => row.id)).toContain(subscription.id);
  });

  it('says collect error while the server is down, then collects once it is back', async () => {
    await imap.deliver(await invoiceMail('C-003', 'ventes@traiteur.test'));
    const subscription = await imapSubscription(parisId, 'Traiteur', { sender: 'traiteur' });
    await imap.stop();
    try {
      await expect(collect(subscription.id)).rejects.toThrow();
      const down = await subscriptionOf(subscription.id);
      expect(down).toMatchObject({ state: 'COLLECT_ERROR', processing: false });
      expect(down.lastError).toBe('unreachable');
    } finally {
      await imap.start();
    }
    expect(await collect(subscription.id)).toBe(true);
    expect(await subscriptionOf(subscription.id)).toMatchObject({ state: 'OK', collected: 1 });
    expect(await documentsOf(parisId, 'facture-C-003.pdf')).toHaveLength(1);
  });

  it('runs one collection at a time: a second one meanwhile does nothing', async () => {
    for (const n of ['D-1', 'D-2', 'D-3']) await imap.deliver(await invoiceMail(n, 'ventes@fleuriste.test'));
    const subscription = await imapSubscription(parisId, 'Fleuriste', { sender: 'fleuriste' });
    const [first, second] = await Promise.all([collect(subscription.id), collect(subscription.id)]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await itemsOf(subscription.id)).toHaveLength(3);
    expect((await runsOf(subscription.id)).filter((run) => run.status === 'DONE')).toHaveLength(1);
  });

  it('a run whose process died reads as interrupted, and its lease is taken back when a process starts', async () => {
    await imap.deliver(await invoiceMail('K-1', 'ventes@imprimeur.test'));
    const subscription = await imapSubscription(parisId, 'Imprimeur', { sender: 'imprimeur' });
    const { db } = server.ctx.database;
    // A process of this host that ran, held the lease and died mid-run.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await db
      .updateTable('collector_subscriptions')
      .set({
        lease_token: randomUUID(),
        lease_until: new Date(Date.now() + 120_000),
        lease_holder: `${hostname()}.${dead}.0badc0de`,
      })
      .where('id', '=', subscription.id)
      .execute();
    await db
      .insertInto('collector_runs')
      .values({ subscription_id: subscription.id, trigger: 'SCHEDULE', status: 'RUNNING' })
      .execute();
    expect(await collect(subscription.id)).toBe(false);

    await takeBackDeadLeases(db);
    expect(await subscriptionOf(subscription.id)).toMatchObject({ processing: false });
    expect((await runsOf(subscription.id)).map((run) => run.status)).toEqual(['INTERRUPTED']);
    expect(await collect(subscription.id)).toBe(true);
    expect((await runsOf(subscription.id)).map((run) => run.status)).toEqual(['DONE', 'INTERRUPTED']);
  });

  it('collects on request through its job, and a user of another organisation never sees what it filed', async () => {
    await imap.deliver(await invoiceMail('E-005', 'ventes@garage.test'));
    const subscription = await imapSubscription(lyonId, 'Garage', { sender: 'garage' });
    const requested = await apiAs(server, admin)(collectors.newRequest, { params: { id: subscription.id } });
    expect(requested.status).toBe(202);
    await expect.poll(async () => (await subscriptionOf(subscription.id)).collected, { timeout: 30_000 }).toBe(1);
    const [document] = await documentsOf(lyonId, 'facture-E-005.pdf');

    const parisUser = await makeScopedUser(server, {
      login: 'paris-reader',
      orgId: parisId,
      features: ['DOCUMENTS_LIST', 'COLLECTORS_LIST'],
    });
    const asParisUser = apiAs(server, parisUser.token);
    expect((await asParisUser(documents.get, { params: { id: document!.id } })).status).toBe(404);
    const found = await asParisUser(documents.search, { body: { search: 'E-005', limit: 100 } });
    expect(JSON.stringify(found.body)).not.toContain(document!.id);
    expect((await asParisUser(collectors.items, { params: { id: subscription.id }, body: {} })).status).toBe(404);
  });
});

describe('a file server collector', () => {
  it.each([
    ['sftp', startSftpPeer],
    ['webdav', startWebdavPeer],
  ] as const)(
    'over %s files the matching files of its folder and moves them to processed/',
    async (collectorId, start) => {
      const peer = await start({ login: 'depot', password: 'Depot-Fichiers-1' });
      try {
        await mkdir(path.join(peer.root, 'factures', 'archives'), { recursive: true });
        await writeFile(path.join(peer.root, 'factures', `releve-${collectorId}.pdf`), await textPdf(['Relevé']));
        await writeFile(path.join(peer.root, 'factures', 'notes.txt'), 'pas un document');
        await writeFile(path.join(peer.root, 'factures', 'archives', 'ancien.pdf'), await textPdf(['Ancien']));
        const subscription = await makeCollectorSubscription(server, admin, {
          orgId: parisId,
          collectorId,
          name: `Dépôt ${collectorId}`,
          accounts: [
            collectorAccount({
              host: peer.host,
              port: peer.port,
              tls: false,
              login: peer.login,
              password: peer.password,
              // sftp-server -d starts in the peer's root but does not chroot: the folder is relative to it.
              folder: 'factures',
            }),
          ],
        });
        expect(await collect(subscription.id)).toBe(true);
        expect(await subscriptionOf(subscription.id)).toMatchObject({ state: 'OK', collected: 1 });
        expect(await documentsOf(parisId, `releve-${collectorId}.pdf`)).toHaveLength(1);
        expect((await readdir(path.join(peer.root, 'factures'))).sort()).toEqual([
          'archives',
          'notes.txt',
          'processed',
        ]);
        expect(await readdir(path.join(peer.root, 'factures', 'processed'))).toEqual([`releve-${collectorId}.pdf`]);
      } finally {
        await peer.close();
      }
    },
  );
});

describe('an SFTP account', () => {
  it("pins its server's key at the first collection, and a server with another key is a collect error", async () => {
    const peer = await startSftpPeer({ login: 'depot', password: 'Depot-Epingle-1' });
    try {
      const subscription = await makeCollectorSubscription(server, admin, {
        orgId: parisId,
        collectorId: 'sftp',
        name: 'Dépôt épinglé',
        accounts: [collectorAccount({ host: peer.host, port: peer.port, login: peer.login, password: peer.password })],
      });
      expect(subscription.accounts[0]!.hostKey).toBeNull();
      await collect(subscription.id);
      const pinned = (await subscriptionOf(subscription.id)).accounts[0]!;
      expect(pinned).toMatchObject({ state: 'OK', hostKey: expect.stringMatching(/^[0-9a-f]{64}$/) });

      await peer.replaceHostKey();
      await collect(subscription.id);
      const refused = await subscriptionOf(subscription.id);
      expect(refused.state).toBe('COLLECT_ERROR');
      expect(refused.accounts[0]!.lastError).toBe('host_key_changed');
      expect(refused.accounts[0]!.hostKey).toBe(pinned.hostKey);
    } finally {
      await peer.close();
    }
  });
});
