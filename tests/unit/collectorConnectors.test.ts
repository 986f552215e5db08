import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorErrorKind } from '../../server/modules/collectors/connectors/connector';
import { CONNECTORS } from '../../server/modules/collectors/connectors';
import { nameMatcher } from '../../server/modules/collectors/connectors/namePattern';
import { accountOf, failureOf, withConnection } from '../support/collectorPeers/accounts';
import { startImapPeer, type ImapPeer } from '../support/collectorPeers/imapPeer';
import { messageWithPdfs } from '../support/collectorPeers/mailMessages';
import { startSftpPeer } from '../support/collectorPeers/sftpPeer';
import { startWebdavPeer } from '../support/collectorPeers/webdavPeer';
import { textPdf } from '../support/documentFiles';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const expectKind = async (attempt: Promise<unknown>, kind: CollectorErrorKind) =>
  expect((await failureOf(attempt)).kind).toBe(kind);

let nextCase = 0;
/** A folder or mailbox name of its own for each test, so no test depends on another's leftovers or order. */
const caseName = (prefix: string) => `${prefix}${(nextCase += 1)}`;

describe('an account name pattern', () => {
  it('is a case-insensitive glob of * and ?, where every other character stands for itself, and is *.pdf when empty', () => {
    const names = ['facture (1).pdf', 'Facture (2).PDF', 'facture (10).pdf', 'facture+1.pdf', 'notes.txt', 'pdf'];
    const matching = (pattern: string) => names.filter(nameMatcher(pattern));
    expect(matching('')).toEqual(['facture (1).pdf', 'Facture (2).PDF', 'facture (10).pdf', 'facture+1.pdf']);
    expect(matching('facture (?).pdf')).toEqual(['facture (1).pdf', 'Facture (2).PDF']);
    expect(matching('facture+*')).toEqual(['facture+1.pdf']);
    expect(matching('*')).toEqual(names);
  });
});

describe('the IMAP connector', () => {
  let peer: ImapPeer;
  beforeAll(async () => {
    peer = await startImapPeer({ login: 'compta', password: 'imap-Secret-42' });
  });
  afterAll(() => peer?.close());

  const invoice = (name: string) => textPdf([`Facture ${name}`]);

  it('an IMAP account lists the PDF attachments of the messages its rule matches (sender, subject, name pattern, age), and not the others', async () => {
    const mailbox = caseName('Rule');
    const supplier = 'Compta Menuiserie <compta@menuiserie-durand.fr>';
    const deliver = async (from: string, subject: string, names: string[], arrived: Date) =>
      peer.deliver(
        await messageWithPdfs({
          from,
          subject,
          attachments: await Promise.all(names.map(async (name) => ({ name, bytes: await invoice(name) }))),
        }),
        mailbox,
        arrived,
      );
    // delivered before the older one: the listing goes by arrival, not by uid
    await deliver(supplier, 'FACTURE de décembre', ['Facture-007.PDF', 'facture-été.pdf'], daysAgo(1));
    await deliver(supplier, 'Facture de novembre', ['facture-001.pdf', 'facture-002.pdf'], daysAgo(2));
    await deliver(supplier, 'Facture avec annexes', ['facture-003.txt', 'bon-de-livraison.pdf'], daysAgo(2));
    await deliver('Autre <contact@ailleurs.fr>', 'Facture', ['facture-004.pdf'], daysAgo(2));
    await deliver(supplier, 'Relance', ['facture-005.pdf'], daysAgo(2));
    await deliver(supplier, 'Facture ancienne', ['facture-006.pdf'], daysAgo(40));

    const account = accountOf(peer, {
      folder: mailbox,
      sender: 'MENUISERIE-durand.fr',
      subject: 'facture',
      namePattern: 'facture-*.pdf',
      maxAgeDays: 30,
    });
    const items = await withConnection('imap', account, (connection) => connection.list());

    expect(items.map((item) => item.name)).toEqual([
      'facture-001.pdf',
      'facture-002.pdf',
      'Facture-007.PDF',
      'facture-été.pdf',
    ]);
    expect(new Set(items.map((item) => item.unit)).size).toBe(2);
    expect(items[0].unit).toBe(items[1].unit);
    expect(items.every((item) => item.key.startsWith(`${item.unit}:`) && item.size !== null)).toBe(true);
  });

  it('a downloaded attachment is byte for byte the PDF that was sent', async () => {
    const mailbox = caseName('Download');
    const first = await invoice('FA-2026-0101');
    const second = await invoice('FA-2026-0102');
    await peer.deliver(
      await messageWithPdfs({
        from: 'compta@menuiserie-durand.fr',
        subject: 'Vos factures',
        attachments: [
          { name: 'FA-2026-0101.pdf', bytes: first },
          { name: 'FA-2026-0102.pdf', bytes: second },
        ],
      }),
      mailbox,
    );

    const downloaded = await withConnection('imap', accountOf(peer, { folder: mailbox }), async (connection) => {
      const bytes: Buffer[] = [];
      for (const item of await connection.list()) bytes.push(await connection.download(item, 10_000_000));
      return bytes;
    });

    expect(downloaded.map(sha256)).toEqual([sha256(first), sha256(second)]);
  });

  it('an attachment larger than the budget is TOO_LARGE, and one of exactly the budget is not', async () => {
    const mailbox = caseName('Large');
    const pdf = await invoice('FA-2026-0200');
    await peer.deliver(
      await messageWithPdfs({ from: 'a@b.fr', subject: 'Facture', attachments: [{ name: 'gros.pdf', bytes: pdf }] }),
      mailbox,
    );

    await withConnection('imap', accountOf(peer, { folder: mailbox }), async (connection) => {
      const [item] = await connection.list();
      await expectKind(connection.download(item, pdf.length - 1), 'TOO_LARGE');
      // the connection is still usable after a download it stopped halfway
      expect(sha256(await connection.download(item, pdf.length))).toBe(sha256(pdf));
    });
  });

  it('an acknowledged message is moved to the processed mailbox, created if missing, and is not listed again', async () => {
    const mailbox = caseName('Move');
    const processed = `${mailbox}Done`;
    await peer.deliver(
      await messageWithPdfs({
        from: 'a@b.fr',
        subject: 'Facture',
        attachments: [
          { name: 'a.pdf', bytes: await invoice('a') },
          { name: 'b.pdf', bytes: await invoice('b') },
        ],
      }),
      mailbox,
    );
    const account = accountOf(peer, { folder: mailbox, processedFolder: processed });

    await withConnection('imap', account, async (connection) => {
      const items = await connection.list();
      expect(items).toHaveLength(2);
      await connection.acknowledge([items[0].unit]);
      // the second attachment's unit is the same, already moved message
      await connection.acknowledge([items[1].unit]);
      expect(await connection.list()).toEqual([]);
    });

    expect(await peer.mailboxes()).toContain(processed);
    expect(await peer.messageCount(mailbox)).toBe(0);
    expect(await peer.messageCount(processed)).toBe(1);
    expect(await withConnection('imap', account, (connection) => connection.list())).toEqual([]);
  });

  it('with no processed mailbox, an acknowledged message stays, flagged seen and collected, and is not listed again', async () => {
    const mailbox = caseName('Flag');
    await peer.deliver(
      await messageWithPdfs({
        from: 'a@b.fr',
        subject: 'Facture',
        attachments: [{ name: 'a.pdf', bytes: await invoice('a') }],
      }),
      mailbox,
    );
    const account = accountOf(peer, { folder: mailbox, processedFolder: '' });

    await withConnection('imap', account, async (connection) => {
      const [item] = await connection.list();
      await connection.acknowledge([item.unit]);
      await connection.acknowledge([item.unit]);
    });

    expect(await peer.messageCount(mailbox)).toBe(1);
    expect((await peer.messageFlags(mailbox))[0]).toEqual(expect.arrayContaining(['\\Seen', '$Collected']));
    expect(await withConnection('imap', account, (connection) => connection.list())).toEqual([]);
  });

  it('a wrong password is WRONG_IDENTIFIERS, and the error does not repeat the password', async () => {
    const error = await failureOf(CONNECTORS.imap.connect(accountOf(peer, { password: 'not-the-Password-9' })));
    expect(error.kind).toBe('WRONG_IDENTIFIERS');
    expect(error.message).not.toContain('not-the-Password-9');
  });

  it('a mailbox that does not exist is REMOTE', async () => {
    await expectKind(CONNECTORS.imap.connect(accountOf(peer, { folder: 'NoSuchMailbox' })), 'REMOTE');
  });

  it('a stopped server is UNAVAILABLE, also for a connection it drops, and the account is read again once it is back', async () => {
    const mailbox = caseName('Down');
    await peer.deliver(
      await messageWithPdfs({
        from: 'a@b.fr',
        subject: 'Facture',
        attachments: [{ name: 'a.pdf', bytes: await invoice('a') }],
      }),
      mailbox,
    );
    const account = accountOf(peer, { folder: mailbox });
    const dropped = await CONNECTORS.imap.connect(account);
    try {
      await peer.stop();
      await expectKind(dropped.list(), 'UNAVAILABLE');
      await expectKind(CONNECTORS.imap.connect(account), 'UNAVAILABLE');
    } finally {
      await peer.start();
      await dropped.close();
    }

    expect(await withConnection('imap', account, (connection) => connection.list())).toHaveLength(1);
  });
});

/** SFTP and WebDAV read the files of a directory: the same behaviour, each against its own real server. */
const FILE_PEERS = [
  {
    id: 'sftp' as const,
    label: 'SFTP',
    start: startSftpPeer,
    // OpenSSH's sftp-server starts in the peer's root without a chroot: a relative folder is inside it
    folder: (name: string) => name,
  },
  { id: 'webdav' as const, label: 'WebDAV', start: startWebdavPeer, folder: (name: string) => `/${name}` },
];

describe.each(FILE_PEERS)('the $label connector', ({ id, label, start, folder }) => {
  let peer: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    peer = await start({ login: 'depot', password: `${id}-Secret-42` });
  });
  afterAll(() => peer?.close());

  /** Writes files under a directory of the peer's root, each `days` old, and returns the directory's name. */
  const putFiles = (files: Record<string, { bytes: Uint8Array | string; days?: number }>) => {
    const name = caseName('case-');
    for (const [path, { bytes, days = 1 }] of Object.entries(files)) {
      const file = join(peer.root, name, path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, bytes);
      utimesSync(file, daysAgo(days), daysAgo(days));
    }
    return name;
  };
  const filesIn = (directory: string, ...path: string[]) => readdirSync(join(peer.root, directory, ...path)).sort();

  it(`a ${label} account lists the files of its folder that match the name pattern and age, oldest first, and not those of subfolders`, async () => {
    const directory = putFiles({
      'b-facture.PDF': { bytes: '%PDF-1.4 b', days: 2 },
      'a-facture.pdf': { bytes: '%PDF-1.4 a', days: 3 },
      'c-facture.pdf': { bytes: '%PDF-1.4 c', days: 2 },
      'notes.txt': { bytes: 'notes', days: 2 },
      'ancienne.pdf': { bytes: '%PDF-1.4 old', days: 40 },
      'archives/d-facture.pdf': { bytes: '%PDF-1.4 d', days: 2 },
    });

    const account = accountOf(peer, { folder: folder(directory), maxAgeDays: 30 });
    const items = await withConnection(id, account, (connection) => connection.list());
    expect(items.map((item) => item.name)).toEqual(['a-facture.pdf', 'b-facture.PDF', 'c-facture.pdf']);
    expect(items[0]).toMatchObject({ size: 10, unit: `${folder(directory)}/a-facture.pdf` });

    const listed = (namePattern: string) =>
      withConnection(id, accountOf(peer, { folder: folder(directory), namePattern }), async (connection) =>
        (await connection.list()).map((item) => item.name),
      );
    expect(await listed('*')).toEqual(['ancienne.pdf', 'a-facture.pdf', 'b-facture.PDF', 'c-facture.pdf', 'notes.txt']);
    expect(await listed('?-FACTURE.pdf')).toEqual(['a-facture.pdf', 'b-facture.PDF', 'c-facture.pdf']);
  });

  it(`a file downloaded from ${label} is byte for byte the PDF on the server`, async () => {
    const pdf = await textPdf(['Facture FA-2026-0300']);
    const directory = putFiles({ 'FA-2026-0300.pdf': { bytes: pdf } });

    const downloaded = await withConnection(id, accountOf(peer, { folder: folder(directory) }), async (connection) => {
      const [item] = await connection.list();
      return connection.download(item, 10_000_000);
    });

    expect(sha256(downloaded)).toBe(sha256(pdf));
  });

  it(`a ${label} file larger than the budget is TOO_LARGE, even when the listing gave no size`, async () => {
    const pdf = await textPdf(['Facture FA-2026-0301']);
    const directory = putFiles({ 'gros.pdf': { bytes: pdf } });

    await withConnection(id, accountOf(peer, { folder: folder(directory) }), async (connection) => {
      const [item] = await connection.list();
      await expectKind(connection.download(item, pdf.length - 1), 'TOO_LARGE');
      await expectKind(connection.download({ ...item, size: null }, pdf.length - 1), 'TOO_LARGE');
      expect(sha256(await connection.download({ ...item, size: null }, pdf.length))).toBe(sha256(pdf));
    });
  });

  it(`an acknowledged ${label} file lands in processed/, created if missing, under a suffixed name when taken, and is not listed again`, async () => {
    const directory = putFiles({
      'facture.pdf': { bytes: '%PDF-1.4 new' },
      'processed/facture.pdf': { bytes: '%PDF-1.4 collected before' },
    });
    const account = accountOf(peer, { folder: folder(directory) });

    await withConnection(id, account, async (connection) => {
      const [item] = await connection.list();
      await connection.acknowledge([item.unit]);
      await connection.acknowledge([item.unit]);
      expect(await connection.list()).toEqual([]);
    });

    expect(filesIn(directory)).toEqual(['processed']);
    expect(filesIn(directory, 'processed')).toEqual(['facture-1.pdf', 'facture.pdf']);
    expect(readFileSync(join(peer.root, directory, 'processed', 'facture-1.pdf'), 'utf8')).toBe('%PDF-1.4 new');
  });

  it(`a ${label} account's own processed folder is created with its parents`, async () => {
    const directory = putFiles({ 'facture.pdf': { bytes: '%PDF-1.4 x' } });
    const account = accountOf(peer, { folder: folder(directory), processedFolder: 'archives/2026' });

    await withConnection(id, account, async (connection) => {
      const [item] = await connection.list();
      await connection.acknowledge([item.unit]);
    });

    expect(filesIn(directory, 'archives', '2026')).toEqual(['facture.pdf']);
  });

  it(`a wrong ${label} password is WRONG_IDENTIFIERS, and the error does not repeat the password`, async () => {
    const error = await failureOf(CONNECTORS[id].connect(accountOf(peer, { password: 'not-the-Password-9' })));
    expect(error.kind).toBe('WRONG_IDENTIFIERS');
    expect(error.message).not.toContain('not-the-Password-9');
  });

  it(`a ${label} folder that does not exist is REMOTE`, async () => {
    await expectKind(CONNECTORS[id].connect(accountOf(peer, { folder: folder('no-such-folder') })), 'REMOTE');
  });

  it(`a stopped ${label} server is UNAVAILABLE, and the account is read again once it is back`, async () => {
    const directory = putFiles({ 'facture.pdf': { bytes: '%PDF-1.4 x' } });
    const account = accountOf(peer, { folder: folder(directory) });
    await peer.stop();
    try {
      await expectKind(CONNECTORS[id].connect(account), 'UNAVAILABLE');
    } finally {
      await peer.start();
    }

    expect(await withConnection(id, account, (connection) => connection.list())).toHaveLength(1);
  });
});

describe('an SFTP server', () => {
  it('shows its key at the first connection, and one answering with another key is refused before it sees the password', async () => {
    const peer = await startSftpPeer({ login: 'depot', password: 'Pinned-Secret-7' });
    try {
      const first = await withConnection('sftp', accountOf(peer), async (connection) => connection.hostKey);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      const pinned = accountOf(peer, { hostKey: first });
      expect(await withConnection('sftp', pinned, (connection) => connection.list())).toEqual([]);

      await peer.replaceHostKey();
      const seen = peer.passwordsSeen();
      const error = await failureOf(CONNECTORS.sftp.connect(pinned));
      expect(error.kind).toBe('HOST_KEY_CHANGED');
      expect(error.message).toContain('host key');
      expect(error.message).not.toContain('Pinned-Secret-7');
      expect(peer.passwordsSeen()).toBe(seen);
    } finally {
      await peer.close();
    }
  });
});
