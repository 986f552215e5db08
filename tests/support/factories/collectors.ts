import type { z } from 'zod';
import { collectors } from '../../../common/api/collectors';
import type { CollectorId } from '../../../common/collectors';
import type { TSubscription, TSubscriptionCreate, ZCollectorAccountInput } from '../../../common/schemas/collectors';
import type { Database } from '../../../server/db/database';
import type { SecretBox } from '../../../server/security/secretBox';
import { apiAs } from '../api';
import type { TestServer } from '../testServer';

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
  const { accounts = [collectorAccount()], ...rest } = fields;
  const body = {
    collectorId: 'imap' as const,
    name: 'Factures fournisseurs',
    docType: 'FACT' as const,
    ...rest,
    // Partial as a test writes them (collectorAccount's fill the rest): the server checks what is missing.
    accounts: accounts as z.input<typeof ZCollectorAccountInput>[],
  };
  return (await apiAs(server, token).ok(collectors.add, { body })).data;
};

/**
 * A subscription with one account written straight into the database, for a test or a bench that
 * runs collections without a server; its password sealed with the given box.
 */
export const insertCollectorSubscription = async (
  db: Database['db'],
  secrets: SecretBox,
  org: { id: string; customer_id: string },
  account: Pick<AccountInput, 'host' | 'port' | 'login' | 'password'> & Partial<AccountInput>,
  collectorId: CollectorId = 'imap',
) => {
  const { id } = await db
    .insertInto('collector_subscriptions')
    .values({
      customer_id: org.customer_id,
      org_id: org.id,
      collector_id: collectorId,
      name: 'Factures fournisseurs',
      doc_type: 'FACT',
      interval_minutes: 60,
      state: 'OK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('collector_accounts')
    .values({
      subscription_id: id,
      position: 0,
      host: account.host,
      port: account.port,
      tls: account.tls ?? false,
      login: account.login,
      password_enc: secrets.seal(account.password),
      folder: account.folder ?? '',
      name_pattern: account.namePattern ?? '*.pdf',
      sender: account.sender ?? null,
      subject: account.subject ?? null,
      max_age_days: account.maxAgeDays ?? null,
      processed_folder: account.processedFolder ?? '',
    })
    .execute();
  return id;
};
