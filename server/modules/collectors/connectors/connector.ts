import type { CollectorId } from '../../../../common/collectors';

export type { CollectorId };

/** Where and how one account is read; passwords arrive decrypted. */
export type AccountSettings = {
  host: string;
  port: number;
  tls: boolean;
  login: string;
  password: string;
  folder: string;
  namePattern: string;
  sender: string | null;
  subject: string | null;
  maxAgeDays: number | null;
  processedFolder: string;
};

export type RemoteItem = {
  key: string;
  name: string;
  size: number | null;
  unit: string;
};

export type Connection = {
  list: () => Promise<RemoteItem[]>;
  download: (item: RemoteItem, maxBytes: number) => Promise<Buffer>;
  acknowledge: (unit: string) => Promise<void>;
  close: () => Promise<void>;
};

export type CollectorErrorKind = 'WRONG_IDENTIFIERS' | 'UNAVAILABLE' | 'REMOTE' | 'TOO_LARGE';
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
  connect: (account: AccountSettings) => Promise<Connection>;
};
