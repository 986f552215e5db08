/** The kinds of external account a collector reads are listed once, in common/collectors.ts. */
import type { CollectorId } from '../../../../common/collectors';

export type { CollectorId };

/** Where and how one account is read; passwords arrive decrypted. */
export type AccountSettings = {
  /** As the user typed it: what TLS certificates are checked against. */
  host: string;
  /** The address `host` resolved to and the outbound policy allowed: the only one connected to. */
  address: string;
  port: number;
  /** IMAP: implicit TLS (993) when true, plain (STARTTLS if offered) when false; WebDAV: https vs http; SFTP: ignored (always SSH). */
  tls: boolean;
  login: string;
  password: string;
  /** IMAP: the mailbox ('INBOX'); SFTP/WebDAV: the remote directory ('/factures'); '' means the root / INBOX. */
  folder: string;
  /** A glob on the file or attachment name, case-insensitive ('*.pdf', 'facture-*.pdf'); '' means '*.pdf'. */
  namePattern: string;
  /** IMAP only: the message's From contains this (case-insensitive); null: any. */
  sender: string | null;
  /** IMAP only: the Subject contains this; null: any. */
  subject: string | null;
  /** Messages (IMAP, by internal date) or files (by mtime) older than this are ignored; null: any age. */
  maxAgeDays: number | null;
  /**
   * Where an item goes once committed. IMAP: the mailbox to move the message to (created if missing); '' means: flag
   * the message \Seen and with the keyword `$Collected` and leave it; a flagged message is not listed again.
   * SFTP/WebDAV: a directory relative to `folder` (default 'processed'), created if missing; a name already there gets
   * a suffix (name-1.pdf).
   */
  processedFolder: string;
  /**
   * SFTP: the server's host key (SHA-256, hex) pinned at the account's first connection; a server
   * answering with another key is refused before the password is sent. Null: not pinned yet.
   * Ignored by the others, whose TLS certificates are checked against the system's authorities.
   */
  hostKey: string | null;
};

export type RemoteItem = {
  /** Stable while the item is where it is: IMAP `${uidValidity}:${uid}:${bodyPart}`, files `${fullPath}:${size}:${mtimeMs}`. */
  key: string;
  /** The file or attachment name as the remote gives it (decoded RFC 2047/2231 for IMAP). */
  name: string;
  /** Bytes, when the remote says (IMAP: the part's encoded size is fine as an estimate). */
  size: number | null;
  /** What `acknowledge` acts on: the message (`${uidValidity}:${uid}`) for IMAP, the file path for files. Several items (PDF attachments of one message) share a unit. */
  unit: string;
};

export type Connection = {
  /** Every item matching the account's rule, oldest first, not yet acknowledged. Read the listing fully before returning (IMAP cannot download while a FETCH streams). */
  list: () => Promise<RemoteItem[]>;
  /** The item's bytes; throws CollectorError('TOO_LARGE') past maxBytes without buffering more than maxBytes (stream and stop). */
  download: (item: RemoteItem, maxBytes: number) => Promise<Buffer>;
  /**
   * Moves or flags the units after their documents are committed, in as few commands as the
   * protocol allows (one IMAP MOVE for them all); idempotent: a unit already gone or flagged is fine.
   */
  acknowledge: (units: string[]) => Promise<void>;
  close: () => Promise<void>;
  /** The host key the server showed (SFTP), to pin on a first connection; null for the others. */
  hostKey: string | null;
};

/**
 * The remote refused the login (WRONG_IDENTIFIERS); could not be reached or timed out (UNAVAILABLE:
 * transient, retried); anything else the remote answered (REMOTE: folder missing, permission,
 * protocol error); an SFTP server showed another key than the pinned one (HOST_KEY_CHANGED); the
 * host resolves only to addresses connections may not reach (NOT_ALLOWED: nothing was sent); an
 * item over the size budget (TOO_LARGE). The message is for the log, never for the user.
 */
export type CollectorErrorKind =
  'WRONG_IDENTIFIERS' | 'UNAVAILABLE' | 'REMOTE' | 'HOST_KEY_CHANGED' | 'NOT_ALLOWED' | 'TOO_LARGE';
export class CollectorError extends Error {
  constructor(
    readonly kind: CollectorErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'CollectorError';
  }
}

export type Connector = {
  /** Logs in and opens the folder; throws CollectorError. Every network step has a timeout (connect 15 s, each command 60 s). */
  connect: (account: AccountSettings) => Promise<Connection>;
};
