import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort, portAnswers, restartableDaemon } from './daemons';

const DOVECOT = '/usr/sbin/dovecot';

type Identities = { internalUser: string; internalGroup: string; loginUser: string; mailUid: number; mailGid: number };

/** The fields of the line of /etc/passwd or /etc/group whose field `column` is `value`. */
const systemEntry = (file: string, column: number, value: string): string[] => {
  const entry = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[column] === value);
  if (!entry) throw new Error(`imapPeer: nothing is ${value} in ${file} (dovecot-imapd creates dovecot and dovenull)`);
  return entry;
};

/**
 * Dovecot refuses to run mail processes as root: as root (CI, these containers) it runs them as `mail`, its own work
 * as the users Debian's package made; as anyone else everything runs as that user and group.
 */
const identities = (): Identities => {
  if (process.getuid?.() !== 0) {
    const me = userInfo();
    const [group] = systemEntry('/etc/group', 2, String(me.gid));
    return {
      internalUser: me.username,
      internalGroup: group,
      loginUser: me.username,
      mailUid: me.uid,
      mailGid: me.gid,
    };
  }
  const [, , uid, gid] = systemEntry('/etc/passwd', 0, 'mail');
  return {
    internalUser: 'dovecot',
    internalGroup: 'dovecot',
    loginUser: 'dovenull',
    mailUid: Number(uid),
    mailGid: Number(gid),
  };
};

// Only what the peer needs: no conf.d, no TLS, one listener. Login processes are not chrooted, which needs root.
const configuration = (dir: string, port: number, who: Identities) => `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# refusals are still answered in dovecot's next half-second batch
auth_failure_delay = 0
default_internal_user = ${who.internalUser}
default_internal_group = ${who.internalGroup}
default_login_user = ${who.loginUser}
first_valid_uid = ${who.mailUid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${who.mailUid} gid=${who.mailGid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  # no authentication penalty: a refused login would delay the next ones from loopback by seconds
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`;

export type ImapPeer = Awaited<ReturnType<typeof startImapPeer>>;

/** Debian's dovecot on loopback, in a fresh directory, with one account; see tests/unit/collectorConnectors.test.ts. */
export const startImapPeer = async ({
  login,
  password,
  port: wanted,
}: {
  login: string;
  password: string;
  /** A fixed port (the demo's); a free one otherwise. */
  port?: number;
}) => {
  if (/[:\s]/.test(login + password)) throw new Error('imapPeer: no colon or space in the login or password');
  const dir = mkdtempSync(join(tmpdir(), 'liasse-imap-'));
  // dovecot's unprivileged users must reach the maildir and the password file
  chmodSync(dir, 0o755);
  const who = identities();
  mkdirSync(join(dir, 'mail'));
  if (process.getuid?.() === 0) chownSync(join(dir, 'mail'), who.mailUid, who.mailGid);
  writeFileSync(join(dir, 'users'), `${login}:{PLAIN}${password}\n`, { mode: 0o644 });
  const port = wanted ?? (await freePort());
  const configFile = join(dir, 'dovecot.conf');
  writeFileSync(configFile, configuration(dir, port, who));

  const { start, stop } = await restartableDaemon(
    DOVECOT,
    ['-F', '-c', configFile],
    { port, ready: () => portAnswers(port, '* OK') },
    dir,
  );

  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: login, pass: password },
      logger: false,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  /** Appends a message (RFC 822 bytes) to the mailbox, created if missing; `internalDate` says when it arrived. */
  const deliver = (message: Buffer | string, mailbox = 'INBOX', internalDate?: Date) =>
    withClient(async (client) => {
      if (mailbox !== 'INBOX') await client.mailboxCreate(mailbox);
      await client.append(mailbox, message, [], internalDate);
    });

  const mailboxes = () => withClient(async (client) => (await client.list()).map((mailbox) => mailbox.path));

  const messageCount = (mailbox = 'INBOX') =>
    withClient(async (client) => {
      const status = await client.status(mailbox, { messages: true }).catch(() => false as const);
      return status ? (status.messages ?? 0) : 0;
    });

  /** Each message's flags and keywords, in mailbox order. */
  const messageFlags = (mailbox = 'INBOX') =>
    withClient(async (client) => {
      const opened = await client.mailboxOpen(mailbox);
      if (opened.exists === 0) return [];
      const messages = await client.fetchAll('1:*', { flags: true });
      return messages.map((message) => [...(message.flags ?? [])]);
    });

  return {
    host: '127.0.0.1' as const,
    port,
    login,
    password,
    deliver,
    mailboxes,
    messageCount,
    messageFlags,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
