import { describe, expect, it } from 'vitest';
import type { TCampaignCreate } from '../../common/schemas/campaigns';
import { createApiCall } from '../../src/dataProvider/call';
import type { HttpClient, HttpRequest } from '../../src/dataProvider/httpClient';
import { campaignCalls, campaignExtraCalls } from '../../src/resources/campaigns/calls';

const recording = () => {
  const sent: HttpRequest[] = [];
  const http = (async (request: HttpRequest) => {
    sent.push(request);
    return {
      status: 200,
      headers: new Headers(),
      json: { data: { id: 'c1' }, dispatchs: [], dispatchedDocs: [], count: 0 },
    };
  }) as HttpClient;
  return { sent, call: createApiCall(http, 'desk') };
};

const LIST = { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' as const } };

describe('the campaign calls', () => {
  it('list the campaigns with POST dispatchs, and one campaign’s documents with POST dispatch/{id}/dispatched-docs', async () => {
    const { sent, call } = recording();
    const calls = campaignCalls(call);
    await calls.getList!('campaigns', { ...LIST, filter: { status: 'NO_DISTRIBUTION', q: 'paie' } });
    await calls.getList!('campaigns', { ...LIST, filter: { campaignId: 'c1', status: 'IN_ERROR' } });
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['dispatchs', { search: 'paie', limit: 20, page: 1, sort: LIST.sort, filters: { status: 'NO_DISTRIBUTION' } }],
      [
        'dispatch/c1/dispatched-docs',
        { search: '', limit: 20, page: 1, sort: LIST.sort, filters: { status: 'IN_ERROR' } },
      ],
    ]);
  });

  it('send a campaign as multipart: the field dispatch first, then one file part per file in order', async () => {
    const { sent, call } = recording();
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')];
    await campaignExtraCalls(call).createCampaign({ name: 'Paie' } as TCampaignCreate, files, () => undefined);
    const body = sent[0]!.body as FormData;
    expect(sent[0]).toMatchObject({ path: 'dispatch', method: 'POST', long: true });
    expect([...body.keys()]).toEqual(['dispatch', 'file', 'file']);
    expect(JSON.parse(body.get('dispatch') as string)).toEqual({ name: 'Paie' });
    expect(body.getAll('file').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('validate with GET, send and retry with POST, each on its own path', async () => {
    const { sent, call } = recording();
    const extra = campaignExtraCalls(call);
    for (const action of ['validate', 'send', 'retry'] as const) await extra.campaignAction('c1', action);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET dispatch/validate/c1',
      'POST dispatch/send/c1',
      'POST dispatch/retry/c1',
    ]);
  });
});
