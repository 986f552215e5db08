import type { CallBody } from '../../../common/api/call';
import { collectors } from '../../../common/api/collectors';
import { list, rowsOf, type AreaFixtures, type Fixtures } from './matrix';

const SUBSCRIPTION = {
  name: 'Factures',
  docType: 'FACT',
  intervalMinutes: 60,
  enabled: false,
  accounts: [{ host: '127.0.0.1', port: 9, tls: false, login: 'lyon', password: 'secret' }],
} satisfies Partial<CallBody<typeof collectors.add>>;
const page = { search: '', limit: 100, page: 1 };
const lyonSubscription = (fx: Fixtures) => ({ params: { id: fx.lyonCollectorId } });

/** Collectors: the catalogue is everyone's with the feature; subscriptions are their organisation's. */
export const collectorRows = rowsOf(collectors, {
  catalogue: { expect: list },
  get: { expect: list, input: () => ({ params: { id: 'imap' } }) },
  byCategory: { expect: list, input: () => ({ body: { category: 'MAILBOX' } }) },
  newRequest: { input: lyonSubscription },
  subscriptions: {
    expect: list,
    input: () => ({ query: { limit: 100 } }),
    listed: (body) => body.csList.map((row) => row.id),
    target: (fx) => fx.lyonCollectorId,
  },
  subscription: { input: lyonSubscription },
  add: { input: (fx) => ({ body: { ...SUBSCRIPTION, orgId: fx.lyonOrgId, collectorId: 'sftp' } }) },
  update: {
    input: async (fx) => ({
      params: { id: await fx.freshCollectorSubscription() },
      body: { ...SUBSCRIPTION, accounts: [] },
    }),
  },
  delete: { input: async (fx) => ({ params: { id: await fx.freshCollectorSubscription() } }) },
  runs: { input: (fx) => ({ ...lyonSubscription(fx), body: page }) },
  items: { input: (fx) => ({ ...lyonSubscription(fx), body: page }) },
});

// An account nobody answers on: a collection asked in the matrix meets a closed port and is left to its retries.
export const collectorFixtures: AreaFixtures<'lyonCollectorId' | 'freshCollectorSubscription'> = async ({
  admin,
  shared,
}) => {
  let subscriptions = 0;
  const subscription = async () =>
    (
      await admin.ok(collectors.add, {
        body: {
          orgId: shared.lyonOrgId,
          collectorId: 'imap',
          name: `Factures de Lyon ${++subscriptions}`,
          docType: 'FACT',
          accounts: [{ host: '127.0.0.1', port: 9, tls: false, login: 'lyon', password: 'secret' }],
        },
      })
    ).data.id;
  return { lyonCollectorId: await subscription(), freshCollectorSubscription: subscription };
};
