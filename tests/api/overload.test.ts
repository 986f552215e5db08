import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  // A tiny limit: a second in which the loop stalled once is over it, a quiet second is not.
  server = await startTestServer({ OVERLOAD_EVENT_LOOP_MS: '5' });
});
afterAll(() => server?.close());

const get = (pathname: string) => fetch(`${server.url}${pathname}`);

/** Stalls the event loop this process shares with the server, as a burst of synchronous work would. */
const stallEventLoop = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop lags, keeps liveness answering, then serves again', async () => {
    let shed: { call: Response; live: Response; ready: Response } | undefined;
    await expect
      .poll(
        async () => {
          stallEventLoop(1500);
          const [call, live, ready] = await Promise.all([
            get('/static/front_conf.json'),
            get('/health/live'),
            get('/health/ready'),
          ]);
          shed = { call, live, ready };
          return call.status;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(503);
    const { call, live, ready } = shed!;
    expect(call.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await call.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is overloaded; try again in a moment' },
    });
    expect(live.status).toBe(200);
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks.eventLoop).toBe('failed');

    await expect.poll(async () => (await get('/static/front_conf.json')).status, { timeout: 60_000 }).toBe(200);
    expect((await get('/health/ready')).status).toBe(200);
  });
});
