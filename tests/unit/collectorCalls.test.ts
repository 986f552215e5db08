import { describe, expect, it } from 'vitest';
import { createApiCall } from '../../src/dataProvider/call';
import type { HttpClient, HttpRequest } from '../../src/dataProvider/httpClient';
import { collectorCalls, ITEMS_OF, RUNS_OF, subscriptionsQuery } from '../../src/resources/collectors/calls';
import { collectorErrorMessage } from '../../src/resources/collectors/collectorErrors';
import { toCreate, toUpdate, type SubscriptionForm } from '../../src/resources/collectors/subscriptionForm';

const SUBSCRIPTION_ID = '0f8e6c3a-5b1d-4e2f-9a7c-1d2e3f4a5b6c';
const ORG_ID = '4b8f2a1c-9d3e-4f5a-8b7c-6d5e4f3a2b1c';

/** A form as the edit page holds it: a kept account with its last run, and a new one. */
const makeForm = (overrides: Partial<SubscriptionForm> = {}): SubscriptionForm => ({
  name: 'Factures fournisseurs',
  docType: 'FACT',
  intervalMinutes: 60,
  enabled: true,
  accounts: [
    {
      id: SUBSCRIPTION_ID,
      host: ' imap.example.org ',
      port: 993,
      tls: true,
      login: 'factures',
      password: null,
      folder: '',
      namePattern: '',
      sender: '',
      subject: 'Facture',
      maxAgeDays: null,
      processedFolder: 'Traitées',
      state: 'WRONG_IDENTIFIERS',
      lastError: 'wrong_identifiers',
      lastRunAt: '2026-11-20T08:00:00Z',
    },
    { host: '127.0.0.1', port: 1143, login: 'nouveau', password: 'secret' },
  ],
  ...overrides,
});

const recordingCall = () => {
  const sent: HttpRequest[] = [];
  const http = (async (request: HttpRequest) => {
    sent.push(request);
    return { status: 200, headers: new Headers(), json: { csList: [], runs: [], items: [], count: 0 } };
  }) as HttpClient;
  return { sent, call: createApiCall(http, 'desk') };
};

describe('the collectors list', () => {
  it('asks GET collectorSubscriptions with its paging, sort and filters as query values', () => {
    expect(
      subscriptionsQuery({
        pagination: { page: 2, perPage: 50 },
        sort: { field: 'lastRunAt', order: 'DESC' },
        filter: { q: 'factures', state: 'COLLECT_ERROR', orgId: ORG_ID, unknown: 'x' },
      }),
    ).toEqual({
      search: 'factures',
      limit: 50,
      page: 2,
      sort: 'lastRunAt',
      order: 'DESC',
      state: 'COLLECT_ERROR',
      orgId: ORG_ID,
    });
  });

  it('leaves the sort to the server when the column is not one it sorts on', () => {
    expect(
      subscriptionsQuery({ pagination: { page: 1, perPage: 20 }, sort: { field: 'orgName', order: 'ASC' } }),
    ).toEqual({
      search: '',
      limit: 20,
      page: 1,
    });
  });

  it("pages a subscription's run log and ledger through their own POST calls", async () => {
    const { sent, call } = recordingCall();
    const { getList } = collectorCalls(call);
    const pagination = { page: 1, perPage: 10 };
    await getList!('collectors', {
      pagination,
      sort: { field: 'startedAt', order: 'DESC' },
      filter: { [RUNS_OF]: SUBSCRIPTION_ID },
    });
    await getList!('collectors', {
      pagination,
      sort: { field: 'at', order: 'DESC' },
      filter: { [ITEMS_OF]: SUBSCRIPTION_ID, status: 'REFUSED' },
    });
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST collectorSubscription/${SUBSCRIPTION_ID}/runs`,
      `POST collectorSubscription/${SUBSCRIPTION_ID}/items`,
    ]);
    expect(sent[0].body).toMatchObject({ sort: { field: 'startedAt', order: 'DESC' }, filters: {} });
    expect(sent[1].body).toMatchObject({ sort: { field: 'at', order: 'DESC' }, filters: { status: 'REFUSED' } });
  });
});

describe('the subscription form', () => {
  it('sends the accounts as the server takes them: a kept one with its id and a blank password, its last run left behind', () => {
    const [kept, added] = toUpdate(makeForm()).accounts!;
    expect(kept).toEqual({
      id: SUBSCRIPTION_ID,
      host: 'imap.example.org',
      port: 993,
      tls: true,
      login: 'factures',
      password: '',
      folder: '',
      namePattern: '*.pdf',
      sender: null,
      subject: 'Facture',
      maxAgeDays: null,
      processedFolder: 'Traitées',
    });
    expect(added).toMatchObject({ host: '127.0.0.1', port: 1143, login: 'nouveau', password: 'secret', tls: true });
    expect(added).not.toHaveProperty('id');
  });

  it('sends no account when the form has none, which leaves the subscription deactivated', () => {
    expect(toUpdate(makeForm({ accounts: null })).accounts).toEqual([]);
  });

  it('creates for an organisation and a collector; the update names neither', () => {
    const form = makeForm({ orgId: ORG_ID, collectorId: 'imap' });
    expect(toCreate(form)).toMatchObject({ orgId: ORG_ID, collectorId: 'imap', name: 'Factures fournisseurs' });
    expect(toUpdate(form)).not.toHaveProperty('orgId');
    expect(toUpdate(form)).not.toHaveProperty('collectorId');
  });
});

describe('a failed collector call', () => {
  const failure = (code: string, fields?: Record<string, string>) => ({
    status: 409,
    message: `liasse.error.${code}`,
    body: { error: { code, message: 'refused', fields } },
  });

  it('says a subscription a run holds cannot be deleted, in its own words', () => {
    expect(collectorErrorMessage(failure('CONFLICT', { id: 'collector_processing' }), 'fallback')).toBe(
      'resources.collectors.errors.collector_processing',
    );
  });

  it("otherwise shows the server's translated code, or the screen's own message", () => {
    expect(collectorErrorMessage(failure('NOT_FOUND'), 'fallback')).toBe('liasse.error.NOT_FOUND');
    expect(collectorErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
