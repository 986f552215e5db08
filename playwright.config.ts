import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** A second portal, with CAS single sign-on through a CAS server of the tests' own. */
export const CAS_PORTAL_PORT = PORT + 1;
const CAS_PEER_PORT = PORT + 2;
const SMTP_PEER_PORT = PORT + 3;
/** Where the browser tests read the mail the portal sent (tests/support/smtpPeerMain.ts). */
export const SMTP_PEER_HTTP_URL = `http://127.0.0.1:${PORT + 4}`;
// One fresh data directory per run; workers inherit it from the runner's environment.
process.env.LIASSE_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'liasse-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Long walks (a campaign to its dispatch, a Chorus deposit) need more than a minute on a busy 2-core CI machine.
  timeout: 120_000,
  // A save that checks a PDF in a worker thread took over 10 s there too.
  expect: { timeout: 20_000 },
  forbidOnly: true,
  // The JSON report gives npm test's table of the slowest files (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: 'tmp/test-timings/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    // The portal stills its animations for a user who asks for less motion (src/custom/layout/theme.ts).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium in its headless shell (package chromium-headless-shell), never a downloaded
      // browser: the same engine as the full browser's headless mode for a fifth less CPU, the suite's
      // bottleneck on two cores. These flags keep it off the closed network.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx tests/support/smtpPeerMain.ts',
      url: `${SMTP_PEER_HTTP_URL}/health`,
      reuseExistingServer: false,
      env: { SMTP_PEER_PORT: String(SMTP_PEER_PORT), SMTP_PEER_HTTP_PORT: String(PORT + 4) },
    },
    portal(PORT, { DATA_DIR: process.env.LIASSE_E2E_DATA, SMTP_URL: `smtp://127.0.0.1:${SMTP_PEER_PORT}` }),
    {
      command: 'node --import tsx tests/support/casPeerMain.ts',
      url: `http://127.0.0.1:${CAS_PEER_PORT}/health`,
      reuseExistingServer: false,
      env: { CAS_PEER_PORT: String(CAS_PEER_PORT) },
    },
    // On PostgreSQL both portals share one database, and either one's workers may run any job
    // (send a message, read a document's text): they share the data directory too (blobs and the
    // secrets key), as processes behind one load balancer would. PGlite's files cannot be shared.
    portal(CAS_PORTAL_PORT, {
      DATA_DIR: process.env.DATABASE_URL ? process.env.LIASSE_E2E_DATA : `${process.env.LIASSE_E2E_DATA}/cas-portal`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PEER_PORT}`,
      CAS_ENABLED: 'true',
      CAS_URL: `http://127.0.0.1:${CAS_PEER_PORT}/cas`,
      PUBLIC_URL: `http://127.0.0.1:${CAS_PORTAL_PORT}`,
    }),
  ],
});

function portal(port: number, env: Record<string, string | undefined>) {
  return {
    command: 'node build/server/main.js',
    url: `http://127.0.0.1:${port}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The browsers and the portal share two cores: a second of delay is the machine, not an
      // overload to shed (tests/api/overload.test.ts tests the guard).
      OVERLOAD_EVENT_LOOP_MS: '0',
      // A campaign's page follows its job every second, not every 10: the tests wait on what it shows.
      CAMPAIGN_REFRESH_SECONDS: '1',
      // A remote that answered too late (a loaded machine) is tried again a second later, not 30.
      COLLECTOR_RETRY_SECONDS: '1',
      // The collectors' real peers listen on loopback, which production refuses.
      REMOTE_HOSTS_ALLOWED: '127.0.0.1,::1',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...env,
    },
  };
}
