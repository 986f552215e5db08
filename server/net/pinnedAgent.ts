import { Agent as HttpAgent, type ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Duplex } from 'node:stream';

type Callback = (error: Error | null, socket: Duplex) => void;

/**
 * An HTTP or HTTPS agent whose every socket goes to one checked address (resolveOutbound),
 * whatever host a URL or a redirect names: a name is not looked up again, and a redirect to an
 * internal address reaches the checked one instead (where TLS fails on the certificate, which is
 * still checked against the name the request was made to). One socket per request.
 */
export const pinnedAgent = (address: string, secure: boolean): HttpAgent => {
  const Base = secure ? HttpsAgent : HttpAgent;
  const agent = new Base({ keepAlive: false });
  const createConnection = agent.createConnection.bind(agent) as (
    options: ClientRequestArgs,
    callback?: Callback,
  ) => Duplex;
  // Node's agents pass the request's host name on as `servername` before this; only the socket's
  // destination changes.
  agent.createConnection = (options: ClientRequestArgs, callback?: Callback) =>
    createConnection({ ...options, host: address, lookup: undefined }, callback);
  return agent;
};
