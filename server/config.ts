import path from 'node:path';
import { z } from 'zod';
import { DOC_DEFAULT_MAX_BYTES } from '../common/documentFields';
import { parseOutboundPolicy, type OutboundPolicy } from './net/outboundPolicy';
import { ZTrustedProxies, type TrustedProxies } from './net/trustedProxies';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: ZTrustedProxies,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_CACHE_MB: z.coerce.number().int().min(8).max(4096).default(32),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  PRODUCT_CODE: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('desk'),
  PUBLIC_URL: z.string().url().optional(),
  CAS_ENABLED: flag.default(false),
  CAS_URL: z.string().url().optional(),
  I18N_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .default('default'),
  JWT_SECRET: z.string().min(32).optional(),
  SECRETS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  THROTTLE_GUESSES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  THROTTLE_MAIL_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  THROTTLE_MAILS_PER_RECIPIENT: z.coerce.number().int().min(1).max(1000).default(3),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Liasse <no-reply@liasse.localhost>'),
  ACTIVATION_CODE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ACCOUNT_REMINDER_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SEED_DEMO: flag.default(true),
  CAMPAIGN_REFRESH_SECONDS: z.coerce.number().min(0.5).max(300).default(10),
  COLLECTOR_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  REMOTE_HOSTS_ALLOWED: z
    .string()
    .optional()
    .refine((value) => {
      try {
        parseOutboundPolicy(value ?? '');
        return true;
      } catch {
        return false;
      }
    }, 'comma-separated host names, addresses and CIDR ranges (10.0.0.0/8)'),
  RUN_WORKERS: flag.default(true),
  DSN_MAX_MB: z.coerce.number().min(0.001).max(4096).default(200),
  DSN_INLINE_KB: z.coerce.number().int().min(0).max(100_000).default(512),
  DOC_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(4 * 1024 ** 3)
    .default(DOC_DEFAULT_MAX_BYTES),
  DOC_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PDF_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  PDF_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  PDF_TASK_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
  PREVIEW_MAX_PIXELS: z.coerce.number().int().min(1).default(200_000_000),
  SIGN_P12_PATH: z.string().optional(),
  SIGN_P12_PASSWORD: z.string().optional(),
  SIGN_TSA_URL: z.string().url().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  CHORUS_SIMULATOR: flag.default(true),
  CHORUS_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  CHORUS_SANDBOX_OAUTH_URL: z.string().url().default('https://sandbox-oauth.piste.gouv.fr/api/oauth/token'),
  CHORUS_SANDBOX_API_URL: z.string().url().default('https://sandbox-api.piste.gouv.fr/cpro'),
  CHORUS_PRODUCTION_OAUTH_URL: z.string().url().default('https://oauth.piste.gouv.fr/api/oauth/token'),
  CHORUS_PRODUCTION_API_URL: z.string().url().default('https://api.piste.gouv.fr/cpro'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().min(16).optional(),
  OVERLOAD_EVENT_LOOP_MS: z.coerce.number().min(0).max(60_000).default(1000),
  SHUTDOWN_SECONDS: z.coerce.number().min(1).max(3600).default(25),
});

/** The name of every setting, for the checks of the deployment files. */
export const SETTING_NAMES: readonly string[] = Object.keys(ZEnv.shape);

export type S3Config = { endpoint?: string; bucket: string; accessKey: string; secretKey: string; region: string };

export type Config = {
  port: number;
  host: string;
  /** Behind a load balancer: the proxies whose X-Forwarded-For names the client address. */
  trustProxy: TrustedProxies;
  dataDir: string;
  databaseUrl?: string;
  /** The embedded PGlite's shared buffers (its own cache; the OS caches its files too). */
  pgliteCacheMb: number;
  s3?: S3Config;
  productCode: string;
  publicUrl?: string;
  cas: { enabled: boolean; url?: string };
  i18nId: string;
  jwtSecret?: string;
  /** Base64 AES-256 key of the stored third-party secrets; else generated into DATA_DIR. */
  secretsKey?: string;
  sessions: {
    accessTokenTtlMinutes: number;
    idleMinutes: number;
    absoluteHours: number;
    reuseGraceSeconds: number;
  };
  /**
   * The calls anyone may make: failed guesses of a secret (a password, an activation code, a
   * made-up link) and requests that may send a mail, per client address and quarter of an hour;
   * mails an anonymous request may send to one recipient, per hour.
   */
  throttle: { guessesPerAddress: number; mailRequestsPerAddress: number; mailsPerRecipient: number };
  mail: { smtpUrl?: string; from: string };
  employeeAccounts: {
    /** How long an activation code (letter or email) works. */
    activationCodeTtlDays: number;
    /** An account not finalised this many days after its creation (or its last reminder) is reminded. */
    reminderAfterDays: number;
  };
  seedDemo: boolean;
  /** How often a campaign's detail page reads it again while a job works on it (spec: every 10 s). */
  campaignRefreshSeconds: number;
  /** A collection whose remote was out of reach is tried again after this, then twice and four times as long. */
  collectorRetrySeconds: number;
  /**
   * The private addresses and host names a connection a user aims (collectors) may reach anyway;
   * by default only public addresses (docs/deployment.md, "Remote servers on a private network").
   */
  outbound: OutboundPolicy;
  runWorkers: boolean;
  /**
   * DSN uploads: the largest file taken (bytes), and up to which size its preview is computed
   * within the upload's request (answered at once) rather than by a job.
   */
  dsn: { maxBytes: number; inlineBytes: number };
  /** The document safe: the largest PDF taken (bytes), how long an emailed direct download link works. */
  documents: { maxBytes: number; linkDays: number };
  /**
   * mupdf's work on files (checks, previews, text, merges) runs on worker threads: at most this
   * many, this many tasks waiting, each ended past its time limit; a page is previewed only if its
   * images decode to at most `maxPixels`.
   */
  pdf: { threads: number; queue: number; taskMs: number; maxPixels: number };
  /**
   * Sealing signed documents: a PKCS#12 file and its password (else the platform's own seal,
   * generated into DATA_DIR), and an RFC 3161 timestamp authority (PAdES-B-T) if any.
   */
  signing: { p12Path?: string; p12Password?: string; tsaUrl?: string };
  /**
   * The HTTP gateway that sends SMS and voice messages (a forgotten signature code): its URL and
   * Bearer key. Without it, such a message is held in the outbox for an administrator.
   */
  phoneGateway: { url?: string; key?: string };
  /**
   * Chorus Pro through PISTE: the OAuth and API roots of the sandbox and of production, how often
   * the sync job reads what changed, and whether the built-in simulator runs in the process (the
   * demo and a first try: organisations configured on SIMULATOR talk to it).
   */
  chorus: {
    sandbox: { oauthUrl: string; apiUrl: string };
    production: { oauthUrl: string; apiUrl: string };
    simulator: boolean;
    syncMinutes: number;
  };
  logLevel: string;
  /**
   * Operations (docs/operations.md): the Bearer token that opens /metrics (no token, no /metrics);
   * the mean event-loop delay past which calls are answered 503 (overload; 0 never); how long a stopping
   * process may take to finish its calls and jobs before it exits anyway.
   */
  operations: { metricsToken?: string; overloadEventLoopMs: number; shutdownMs: number };
  frontEndDir: string;
};

/** Reads every setting from the environment; a wrong value stops the start with the variable's name. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.CAS_ENABLED && !e.CAS_URL) throw new Error('Invalid configuration:\n  CAS_URL is required when CAS_ENABLED');
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteCacheMb: e.PGLITE_CACHE_MB,
    s3: readS3(e),
    productCode: e.PRODUCT_CODE,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    cas: { enabled: e.CAS_ENABLED, url: e.CAS_URL?.replace(/\/$/, '') },
    i18nId: e.I18N_ID,
    jwtSecret: e.JWT_SECRET,
    secretsKey: e.SECRETS_KEY,
    sessions: {
      accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
      reuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    },
    throttle: {
      guessesPerAddress: e.THROTTLE_GUESSES_PER_ADDRESS,
      mailRequestsPerAddress: e.THROTTLE_MAIL_REQUESTS_PER_ADDRESS,
      mailsPerRecipient: e.THROTTLE_MAILS_PER_RECIPIENT,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    employeeAccounts: {
      activationCodeTtlDays: e.ACTIVATION_CODE_TTL_DAYS,
      reminderAfterDays: e.ACCOUNT_REMINDER_AFTER_DAYS,
    },
    seedDemo: e.SEED_DEMO,
    campaignRefreshSeconds: e.CAMPAIGN_REFRESH_SECONDS,
    collectorRetrySeconds: e.COLLECTOR_RETRY_SECONDS,
    // The demo's own mailbox (npm run demo:mailbox) listens on loopback; a deployment without the demo allows nothing.
    outbound: parseOutboundPolicy(e.REMOTE_HOSTS_ALLOWED ?? (e.SEED_DEMO ? '127.0.0.1' : '')),
    runWorkers: e.RUN_WORKERS,
    dsn: { maxBytes: Math.round(e.DSN_MAX_MB * 1024 * 1024), inlineBytes: e.DSN_INLINE_KB * 1024 },
    documents: { maxBytes: e.DOC_MAX_BYTES, linkDays: e.DOC_LINK_DAYS },
    pdf: {
      threads: e.PDF_THREADS,
      queue: e.PDF_QUEUE,
      taskMs: Math.round(e.PDF_TASK_SECONDS * 1000),
      maxPixels: e.PREVIEW_MAX_PIXELS,
    },
    signing: {
      p12Path: e.SIGN_P12_PATH && path.resolve(e.SIGN_P12_PATH),
      p12Password: e.SIGN_P12_PASSWORD,
      tsaUrl: e.SIGN_TSA_URL,
    },
    phoneGateway: { url: e.SMS_GATEWAY_URL, key: e.SMS_GATEWAY_KEY },
    chorus: {
      sandbox: { oauthUrl: e.CHORUS_SANDBOX_OAUTH_URL, apiUrl: e.CHORUS_SANDBOX_API_URL },
      production: { oauthUrl: e.CHORUS_PRODUCTION_OAUTH_URL, apiUrl: e.CHORUS_PRODUCTION_API_URL },
      simulator: e.CHORUS_SIMULATOR,
      syncMinutes: e.CHORUS_SYNC_MINUTES,
    },
    logLevel: e.LOG_LEVEL,
    operations: {
      metricsToken: e.METRICS_TOKEN,
      overloadEventLoopMs: e.OVERLOAD_EVENT_LOOP_MS,
      shutdownMs: Math.round(e.SHUTDOWN_SECONDS * 1000),
    },
    frontEndDir: path.resolve('dist'),
  };
};

const readS3 = (e: z.infer<typeof ZEnv>): S3Config | undefined => {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY || !e.S3_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY and S3_SECRET_KEY are required with S3_BUCKET');
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    accessKey: e.S3_ACCESS_KEY,
    secretKey: e.S3_SECRET_KEY,
    region: e.S3_REGION,
  };
};
