import { CONNECTORS } from '../../../server/modules/collectors/connectors';
import {
  CollectorError,
  type AccountSettings,
  type Connection,
} from '../../../server/modules/collectors/connectors/connector';

/** What a peer tells of itself: where it listens and its one account. */
export type Peer = { host: string; port: number; login: string; password: string };

/** The peer's account with any setting the test names: its root or INBOX, every *.pdf, any sender and age. */
export const accountOf = (peer: Peer, settings: Partial<AccountSettings> = {}): AccountSettings => ({
  host: peer.host,
  address: peer.host,
  port: peer.port,
  tls: false,
  login: peer.login,
  password: peer.password,
  folder: '',
  namePattern: '',
  sender: null,
  subject: null,
  maxAgeDays: null,
  processedFolder: '',
  hostKey: null,
  ...settings,
});

/** The CollectorError the attempt fails with; anything else (a success, another error) fails the test. */
export const failureOf = async (attempt: Promise<unknown>): Promise<CollectorError> => {
  const outcome = await attempt.then(
    () => new Error('it succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof CollectorError)) throw outcome;
  return outcome;
};

/** Runs `work` on a fresh connection to the account, and always closes it. */
export const withConnection = async <T>(
  id: keyof typeof CONNECTORS,
  account: AccountSettings,
  work: (connection: Connection) => Promise<T>,
): Promise<T> => {
  const connection = await CONNECTORS[id].connect(account);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
};
