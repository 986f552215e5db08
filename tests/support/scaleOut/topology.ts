import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { scratchDatabase } from '../../../bench/support/scratchDatabase';
import { openDatabase, type Database } from '../../../server/db/database';
import { createS3BlobStore } from '../../../server/storage/s3BlobStore';
import { freePort, killOnExit } from '../collectorPeers/daemons';
import { startSmtpPeer } from '../smtpPeer';
import { startNginx } from './nginxProxy';
import { startServerProcess, waitUntilReady, type ServerProcess } from './serverProcess';

const BUCKET = 'liasse-scale';

/** A web process of the topology: its own port and DATA_DIR, and the process on them now. */
type Web = { url: string; port: number; dataDir: string; process: ServerProcess };

/**
 * The deployment guide's topology on loopback: nginx in front of two web processes
 * (RUN_WORKERS=false) and one worker process, all compiled (`node build/server/...`, built by
 * tests/support/runSetup.ts), on one scratch database of the PostgreSQL server `serverUrl`, one
 * S3 peer and one SMTP peer, and the settings every process must share (JWT_SECRET, SECRETS_KEY).
 */
export const startTopology = async (serverUrl: string) => {
  const root = await mkdtemp(path.join(tmpdir(), 'liasse-scale-'));
  const database = await scratchDatabase(serverUrl);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const smtp = await startSmtpPeer();
  const webPorts = [await freePort(), await freePort()];
  const nginx = await startNginx(path.join(root, 'nginx'), webPorts);
  const s3Settings = {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  };
  const shared = {
    DATABASE_URL: database.url,
    ...s3Settings,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    PUBLIC_URL: nginx.url,
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const running = new Set<ServerProcess>();
  const untrack = killOnExit(() => running.forEach((child) => void child.kill()));
  const spawnTracked = (script: string, env: Record<string, string>, logName: string) => {
    const child = startServerProcess(script, env, path.join(root, `${logName}.log`));
    running.add(child);
    return child;
  };

  const webs: Web[] = webPorts.map((port, index) => ({
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: path.join(root, `web${index}`),
    process: undefined as unknown as ServerProcess,
  }));
  const startWeb = async (web: Web) => {
    web.process = spawnTracked(
      'build/server/main.js',
      { ...shared, PORT: String(web.port), DATA_DIR: web.dataDir, RUN_WORKERS: 'false' },
      `web-${web.port}`,
    );
    await waitUntilReady(`${web.url}/ready`, web.process);
  };
  const stopAll = async () => {
    await Promise.all([...running].map((child) => child.stop()));
    untrack();
    await nginx.stop();
    await database.drop();
    await smtp.close();
    await s3.close();
    await rm(root, { recursive: true, force: true });
  };
  try {
    // The first migrates and seeds the demo tenant; the others then find both done.
    await startWeb(webs[0]);
    // At info, the worker says when it has started (its only sign: it serves no HTTP).
    const workerEnv = { ...shared, DATA_DIR: path.join(root, 'worker'), LOG_LEVEL: 'info' };
    const worker = spawnTracked('build/server/worker.js', workerEnv, 'worker');
    await Promise.all([startWeb(webs[1]), worker.said('Liasse job workers started')]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  const db: Database = await openDatabase({ databaseUrl: database.url });
  return {
    /** The portal as its users reach it: through nginx. */
    url: nginx.url,
    webs,
    /** The settings every process shares. */
    settings: shared,
    smtp,
    db: db.db,
    /** The blob store the processes share, as the test reads it. */
    blobs: createS3BlobStore({
      endpoint: s3Settings.S3_ENDPOINT,
      bucket: BUCKET,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    }),
    /** kill -9 of a web process: the crash of a machine, an OOM kill. */
    killWeb: (web: Web) => web.process.kill(),
    /** A web process started again on its port, once it answers /ready. */
    restartWeb: startWeb,
    close: async () => {
      await db.close();
      await stopAll();
    },
  };
};

export type Topology = Awaited<ReturnType<typeof startTopology>>;
