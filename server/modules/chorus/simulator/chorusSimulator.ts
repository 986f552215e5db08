import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedDemo } from './demoSeed';
import { simulatorHandles } from './simulatorHandles';
import { API_PREFIX, OAUTH_PATH, simulatorRequestHandler } from './simulatorRequests';
import { createSimulatorState } from './simulatorState';

export type ChorusSimulatorOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Moves every invoice one step this often (the demo); tests call `advance()` themselves. */
  advanceEveryMs?: number;
  now?: () => Date;
};

/**
 * A Chorus Pro of our own on loopback, speaking PISTE's HTTP: the OAuth token endpoint at
 * `{oauthUrl}` and the API under `{apiUrl}`, over an in-memory state seeded with the demo.
 */
export const startChorusSimulator = async (options: ChorusSimulatorOptions = {}) => {
  const state = createSimulatorState(options.now ?? (() => new Date()));
  seedDemo(state);
  const stalls = new Set<NodeJS.Timeout>();

  const server = createServer(simulatorRequestHandler(state, stalls));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  const handles = simulatorHandles(state);
  const ticker = options.advanceEveryMs ? setInterval(handles.advance, options.advanceEveryMs) : undefined;
  ticker?.unref();

  return {
    oauthUrl: `${origin}${OAUTH_PATH}`,
    apiUrl: `${origin}${API_PREFIX.slice(0, -1)}`,
    ...handles,
    close: async () => {
      clearInterval(ticker);
      for (const stall of stalls) clearTimeout(stall);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type ChorusSimulator = Awaited<ReturnType<typeof startChorusSimulator>>;
