import type { TSubscription, TSubscriptionCreate } from '../../../common/schemas/collectors';
import { call, type TestServer } from '../testServer';

type AccountInput = TSubscriptionCreate['accounts'][number];

/** An account's settings as a form sends them: a loopback host and a port nobody answers unless given. */
export const collectorAccount = (fields: Partial<AccountInput> = {}): Partial<AccountInput> => ({
  host: '127.0.0.1',
  port: 9,
  tls: false,
  login: 'compta',
  password: 'Compta-Secret-1',
  ...fields,
});

/** A subscription made through `POST collectorSubscription/add` as the given user. */
export const makeCollectorSubscription = async (
  server: TestServer,
  token: string,
  fields: Partial<Omit<TSubscriptionCreate, 'accounts'>> & { orgId: string; accounts?: Partial<AccountInput>[] },
): Promise<TSubscription> => {
  const response = await call(server, '/api/desk/collectorSubscription/add', {
    token,
    body: {
      collectorId: 'imap',
      name: 'Factures fournisseurs',
      docType: 'FACT',
      accounts: [collectorAccount()],
      ...fields,
    },
  });
  if (response.status !== 201) throw new Error(`subscription: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: TSubscription }).data;
};
