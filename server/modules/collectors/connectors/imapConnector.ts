import { isIP } from 'node:net';
import { ImapFlow, type ImapFlowError, type MailboxObject, type SearchObject } from 'imapflow';
import { attachmentParts } from './attachmentParts';
import { CollectorError, type AccountSettings, type Connection, type Connector, type RemoteItem } from './connector';
import { nameMatcher } from './namePattern';
import { UNREACHABLE_CODES } from './networkErrors';
import { readBounded } from './readBounded';
import { COMMAND_TIMEOUT_MS, CONNECT_TIMEOUT_MS, withTimeout } from './timeouts';

/** The keyword that marks a message as collected when the account keeps its messages where they are. */
const COLLECTED = '$Collected';
const DAY_MS = 86_400_000;
const LOGOUT_TIMEOUT_MS = 5_000;
/**
 * Messages listed per run at most, the oldest first: their structures are held in memory, so a
 * mailbox of 100,000 messages is emptied over several runs rather than read at once.
 */
const MESSAGES_PER_LIST = 2_000;

/** imapflow's own words for a connection that timed out or went away, beside the socket's. */
const UNREACHABLE = new Set([
  ...UNREACHABLE_CODES,
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEOUT',
  'NoConnection',
  'EConnectionClosed',
]);

// Built from the error's code and the server's answer only: an imapflow error may carry the command it ran (LOGIN
// with its password), which must never reach a message. Once the connection is gone, whatever failed is UNAVAILABLE.
const toCollectorError = (error: unknown, what: string, connected: boolean): CollectorError => {
  if (error instanceof CollectorError) return error;
  const imapError = error as ImapFlowError;
  if (imapError.authenticationFailed) return new CollectorError('WRONG_IDENTIFIERS', `${what}: the login was refused`);
  const answer = imapError.responseText || imapError.message;
  const unreachable = !connected || (imapError.code !== undefined && UNREACHABLE.has(imapError.code));
  return new CollectorError(unreachable ? 'UNAVAILABLE' : 'REMOTE', `${what}: ${answer}`);
};

/**
 * Runs one imapflow call with its timeout. imapflow answers false or nothing, rather than throwing, when the server
 * said NO or when the connection is gone: a search would then read as "no message", a move as done.
 */
const command = async <T>(client: ImapFlow, what: string, work: () => Promise<T | false | undefined>): Promise<T> => {
  let result: T | false | undefined;
  try {
    result = await withTimeout(work(), COMMAND_TIMEOUT_MS, what);
  } catch (error) {
    throw toCollectorError(error, what, client.usable);
  }
  if (result !== false && result !== undefined) return result;
  if (!client.usable) throw new CollectorError('UNAVAILABLE', `${what}: the connection to the server was lost`);
  throw new CollectorError('REMOTE', `${what}: the server refused it`);
};

// The server filters sender and subject (SEARCH FROM and SUBJECT are case-insensitive substrings). SINCE compares
// dates in the server's time zone: a day earlier keeps the boundary, and list() then compares the instants.
const searchQuery = (account: AccountSettings, oldest: Date | null): SearchObject => ({
  deleted: false,
  not: { keyword: COLLECTED },
  ...(account.sender ? { from: account.sender } : {}),
  ...(account.subject ? { subject: account.subject } : {}),
  ...(oldest ? { since: new Date(oldest.getTime() - DAY_MS) } : {}),
});

const keepsKeywords = (mailbox: MailboxObject) =>
  !mailbox.permanentFlags || mailbox.permanentFlags.has('\\*') || mailbox.permanentFlags.has(COLLECTED);

const openConnection = (client: ImapFlow, account: AccountSettings, mailbox: MailboxObject): Connection => {
  const folder = mailbox.path;
  const uidValidity = String(mailbox.uidValidity);
  const matches = nameMatcher(account.namePattern);
  let processedMailboxReady = false;
  const run = <T>(what: string, work: () => Promise<T | false | undefined>) => command(client, what, work);

  // Keys and units carry the UIDVALIDITY they were listed under: past a renumbering, a uid names another message.
  const uidOf = (unit: string): number | null => {
    const [validity, uid] = unit.split(':');
    return validity === uidValidity ? Number(uid) : null;
  };

  const list = async (): Promise<RemoteItem[]> => {
    const oldest = account.maxAgeDays === null ? null : new Date(Date.now() - account.maxAgeDays * DAY_MS);
    const uids = await run('search', () => client.search(searchQuery(account, oldest), { uid: true }));
    if (uids.length === 0) return [];
    const first = [...uids].sort((a, b) => a - b).slice(0, MESSAGES_PER_LIST);
    // fetchAll reads the whole answer before returning: a download cannot start while a FETCH streams.
    const messages = await run('fetch', () =>
      client.fetchAll(first, { uid: true, bodyStructure: true, internalDate: true }, { uid: true }),
    );
    const dated = messages.map((message) => ({ message, time: new Date(message.internalDate ?? 0).getTime() }));
    return dated
      .filter(({ time }) => oldest === null || time >= oldest.getTime())
      .sort((a, b) => a.time - b.time || a.message.uid - b.message.uid)
      .flatMap(({ message }) =>
        (message.bodyStructure ? attachmentParts(message.bodyStructure) : [])
          .filter((attachment) => matches(attachment.name))
          .map((attachment) => ({
            key: `${uidValidity}:${message.uid}:${attachment.part}`,
            name: attachment.name,
            size: attachment.size,
            unit: `${uidValidity}:${message.uid}`,
          })),
      );
  };

  const download = async (item: RemoteItem, maxBytes: number): Promise<Buffer> => {
    const uid = uidOf(item.unit);
    const part = item.key.split(':')[2];
    if (uid === null || !part) throw new CollectorError('REMOTE', `${item.name}: ${folder} was renumbered`);
    // One byte over the budget tells "exactly maxBytes" from "more": imapflow cuts silently at its own maxBytes.
    const { content } = await run('download', () =>
      client.download(String(uid), part, { uid: true, maxBytes: maxBytes + 1 }),
    );
    if (content) return run('download', () => readBounded(content, maxBytes, item.name));
    if (!client.usable) throw new CollectorError('UNAVAILABLE', 'download: the connection to the server was lost');
    throw new CollectorError('REMOTE', `${item.name}: the message is no longer in ${folder}`);
  };

  const ensureProcessedMailbox = async () => {
    if (processedMailboxReady) return;
    await run('create mailbox', () => client.mailboxCreate(account.processedFolder));
    processedMailboxReady = true;
  };

  const flag = async (uids: string) => {
    // imapflow would silently drop a keyword the mailbox cannot keep, and the message would be collected again
    if (!keepsKeywords(mailbox))
      throw new CollectorError('REMOTE', `${folder} keeps no keywords: name a processed mailbox`);
    await run('flag', () => client.messageFlagsAdd(uids, ['\\Seen', COLLECTED], { uid: true }));
  };

  const move = async (uids: string) => {
    await ensureProcessedMailbox();
    // A uid already moved away answers OK with nothing moved, which is what idempotence asks.
    await run('move', () => client.messageMove(uids, account.processedFolder, { uid: true }));
  };

  const acknowledge = async (units: string[]): Promise<void> => {
    const uids = units.map(uidOf).filter((uid) => uid !== null);
    if (uids.length === 0) return;
    // One command for them all: a UID set.
    const set = uids.join(',');
    await (account.processedFolder === '' ? flag(set) : move(set));
  };

  const close = async (): Promise<void> => {
    await withTimeout(client.logout(), LOGOUT_TIMEOUT_MS, 'logout').catch(() => undefined);
    client.close();
  };

  return { list, download, acknowledge, close, hostKey: null };
};

const connect = async (account: AccountSettings): Promise<Connection> => {
  const client = new ImapFlow({
    host: account.address,
    // The certificate names the host typed, not the address it resolved to.
    ...(isIP(account.host) ? {} : { servername: account.host }),
    port: account.port,
    secure: account.tls,
    auth: { user: account.login, pass: account.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
  });
  // imapflow emits 'error' when the connection dies between commands; the next command then fails on its own, and an
  // EventEmitter without a listener would throw the error out of the process instead.
  client.on('error', () => undefined);
  try {
    await withTimeout(client.connect(), COMMAND_TIMEOUT_MS, 'connect');
  } catch (error) {
    client.close();
    // Before the greeting, whatever answered is not a mailbox server: "not reached", as a closed port, so that the
    // account cannot tell an open port from a closed one.
    throw toCollectorError(error, 'connect', false);
  }
  try {
    const mailbox = await command(client, 'open mailbox', () => client.mailboxOpen(account.folder || 'INBOX'));
    return openConnection(client, account, mailbox);
  } catch (error) {
    client.close();
    throw error;
  }
};

export const imapConnector: Connector = { connect };
