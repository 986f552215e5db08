import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import type { StylesheetPass } from './http/stylesheetPass';
import type { Mailer } from './messaging/mailer';
import type { EinvoiceTasks } from './modules/chorus/einvoice/einvoiceTasks';
import type { ChorusGateway } from './modules/chorus/gateway';
import type { TokenService } from './auth/tokens';
import type { PdfTasks } from './pdf/pdfTasks';
import type { SecretBox } from './security/secretBox';
import type { BlobStore } from './storage/blobStore';

/** What every module needs, built once at start and handed to each. */
export type AppContext = {
  config: Config;
  database: Database;
  tokens: TokenService;
  blobs: BlobStore;
  boss: PgBoss;
  mailer: Mailer;
  secrets: SecretBox;
  stylesheetPass: StylesheetPass;
  /** mupdf's work on files, off the main thread. */
  pdf: PdfTasks;
  /** Electronic invoices read, checked and made, off the main thread. */
  einvoice: EinvoiceTasks;
  /** Chorus Pro: PISTE, or the built-in simulator. */
  chorus: ChorusGateway;
  /** The process's log beside the HTTP server's (jobs, remotes), with the same redactions. */
  log: Logger;
  /** Failures of jobs this process ran, per queue, since it started (for /metrics). */
  jobFailures: Map<string, number>;
};
