import type { AppContext } from '../../context';
import { declareJob } from '../../jobs/declaration';
import { applyImport } from './apply';
import { computePreview } from './preview';

export const DSN_PREVIEW = 'employees.dsn-preview';
export const DSN_APPLY = 'employees.dsn-apply';

/** Each job is idempotent (server/modules/dsnImports/preview.ts and apply.ts say how). */
export const dsnImportJobs = [
  declareJob<{ importId: string }>({
    queue: DSN_PREVIEW,
    work: (ctx, job) => computePreview(ctx, job.data.importId),
    pollingIntervalSeconds: 0.5,
  }),
  declareJob<{ importId: string }>({
    queue: DSN_APPLY,
    work: (ctx, job) => applyImport(ctx, job.data.importId),
    pollingIntervalSeconds: 0.5,
  }),
];

/** `startAfter` (seconds) delays the job: a safety net behind work done within a request. */
export const enqueueDsnJob = (
  ctx: AppContext,
  queue: typeof DSN_PREVIEW | typeof DSN_APPLY,
  importId: string,
  { startAfter = 0 } = {},
) =>
  ctx.boss.send(
    queue,
    { importId },
    { retryLimit: 2, retryDelay: 5, startAfter, singletonKey: `${queue}:${importId}` },
  );

/** How long an inline preview may take before its safety-net job computes it again. */
export const INLINE_PREVIEW_RESCUE_SECONDS = 600;
