import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareCall, ERRORS, fileAnswer, ZNoContent } from '../../common/api/call';
import { createApiCall } from '../../src/dataProvider/call';
import type { HttpClient, HttpRequest } from '../../src/dataProvider/httpClient';

const recording = () => {
  const sent: HttpRequest[] = [];
  const http = (async (request: HttpRequest) => {
    sent.push(request);
    return { status: 200, headers: new Headers(), json: {} };
  }) as HttpClient;
  return { sent, call: createApiCall(http, 'widget') };
};

const remove = declareCall({
  method: 'DELETE',
  base: 'userDirectory',
  path: '{product}-thing/{id}',
  access: {},
  params: z.object({ id: z.string() }),
  responses: { 204: ZNoContent, ...ERRORS },
});
const stats = declareCall({
  method: 'GET',
  base: 'desk',
  path: 'things/stats',
  access: {},
  query: z.object({ status: z.string().optional(), page: z.number().optional() }),
  responses: { 200: z.object({ count: z.number() }), ...ERRORS },
});
const pdf = declareCall({
  method: 'POST',
  base: 'desk',
  path: 'things/pdf',
  access: {},
  body: z.object({ ids: z.array(z.string()) }),
  responses: { 200: fileAnswer('application/pdf'), ...ERRORS },
});

describe('a call by its declaration', () => {
  it('fills the product code and the path parameters, encoded, on the declared base and method', async () => {
    const { sent, call } = recording();
    await call(remove, { params: { id: 'a/b c' } });
    expect(sent[0]).toMatchObject({ base: 'userDirectory', path: 'widget-thing/a%2Fb%20c', method: 'DELETE' });
    expect(sent[0].binary).toBe(false);
  });

  it('sends the query without its empty values', async () => {
    const { sent, call } = recording();
    await call(stats, { query: { status: 'ACTIVE & more', page: undefined } });
    await call(stats);
    expect(sent.map((request) => request.path)).toEqual(['things/stats?status=ACTIVE+%26+more', 'things/stats']);
  });

  it('reads a file answer as bytes, and passes the options of the trip', async () => {
    const { sent, call } = recording();
    await call(pdf, { body: { ids: ['1'] } }, { long: true, idempotencyKey: 'k' });
    expect(sent[0]).toMatchObject({ body: { ids: ['1'] }, binary: true, long: true, idempotencyKey: 'k' });
  });
});

describe('the front end', () => {
  it('calls the API only by declarations: no screen or resource sends a request by a path of its own', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && file !== path.join('dataProvider', 'call.ts'),
    );
    const byPath = sources.filter((file) => {
      const text = readFileSync(path.join('src', file), 'utf8');
      return /\bhttp(<[^>]*>)?\(\{/.test(text) || /\bfetch\(['`]/.test(text);
    });
    expect(byPath).toEqual([]);
  });
});
