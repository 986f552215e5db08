import pg from 'pg';
import { startTcpProxy, type TcpProxy } from './tcpProxy';
import { startTestServer, type TestServer } from './testServer';

export type RelayedServer = {
  server: TestServer;
  /** The relay between the portal and PostgreSQL: `cut` takes the database away, `restore` brings it back. */
  proxy: TcpProxy;
  /** Ends every connection the portal holds to its database, from a connection of the test's own; answers how many. */
  terminateBackends: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The real application on PostgreSQL (DATABASE_URL), reaching its database through a relay the
 * test can cut, as a restart or a failover would.
 */
export const startRelayedServer = async (env: Record<string, string> = {}): Promise<RelayedServer> => {
  const serverUrl = new URL(process.env.DATABASE_URL!);
  const proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  let databaseName = '';
  const server = await startTestServer(env, {
    routeDatabaseUrl: (url) => {
      const routed = new URL(url);
      databaseName = routed.pathname.slice(1);
      routed.hostname = '127.0.0.1';
      routed.port = String(proxy.port);
      return routed.toString();
    },
  });
  const terminateBackends = async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const result = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return result.rowCount ?? 0;
    } finally {
      await client.end();
    }
  };
  return {
    server,
    proxy,
    terminateBackends,
    close: async () => {
      await proxy.restore().catch(() => {});
      await server.close();
      await proxy.close();
    },
  };
};
