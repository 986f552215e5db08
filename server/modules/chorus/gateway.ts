import { pino } from 'pino';
import type { Config } from '../../config';
import type { ChorusEnvironment } from '../../db/schema';
import type { ChorusConnection, ChorusPro } from './piste/chorusPro';
import { createPisteClient } from './piste/pisteClient';
import { startChorusSimulator, type ChorusSimulator } from './simulator/chorusSimulator';
import {
  DEMO_ADVANCE_EVERY_MS,
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  DEMO_LOGIN,
  DEMO_PASSWORD,
} from './simulator/demoSeed';

type Endpoints = { oauthUrl: string; apiUrl: string };

/**
 * How the process reaches Chorus Pro: the PISTE roots of each environment, the built-in simulator's
 * when it runs (started here, on loopback, its invoices moving along by themselves), and a client
 * per connection, logging each call without its secrets.
 */
export type ChorusGateway = {
  /** Null for SIMULATOR when the simulator is off. */
  endpoints: (environment: ChorusEnvironment) => Endpoints | null;
  /**
   * The simulator's own PISTE application, and its demo technical account: an organisation on
   * SIMULATOR is asked for no application, and for no account when it has none of its own.
   */
  simulatorAccount: { clientId: string; clientSecret: string; login: string; password: string };
  /** The simulator itself, for the tests' handles; null when it is off. */
  simulator: ChorusSimulator | null;
  client: (connection: ChorusConnection) => ChorusPro;
  close: () => Promise<void>;
};

export const openChorusGateway = async (config: Config['chorus'], logLevel: string): Promise<ChorusGateway> => {
  const simulator = config.simulator ? await startChorusSimulator({ advanceEveryMs: DEMO_ADVANCE_EVERY_MS }) : null;
  const log = pino({ level: logLevel, name: 'chorus' });
  return {
    endpoints: (environment) => {
      if (environment === 'SANDBOX') return config.sandbox;
      if (environment === 'PRODUCTION') return config.production;
      return simulator && { oauthUrl: simulator.oauthUrl, apiUrl: simulator.apiUrl };
    },
    simulatorAccount: {
      clientId: DEMO_CLIENT_ID,
      clientSecret: DEMO_CLIENT_SECRET,
      login: DEMO_LOGIN,
      password: DEMO_PASSWORD,
    },
    simulator,
    client: (connection) => createPisteClient(connection, { log }),
    close: async () => {
      await simulator?.close();
    },
  };
};
