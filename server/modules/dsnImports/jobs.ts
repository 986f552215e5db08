import type { AppContext } from '../../context';
import type { WorkQueue } from '../../jobs/runner';
import { applyImport } from './apply';
import { computePreview } from './preview';

export const DSN_PREVIEW = 'employees.dsn-preview';
export const DSN_APPLY = 'employees.dsn-apply';

/** Each job is idempotent (server/modules/dsnImports/preview.ts and apply.ts say how). */
export const startDsnImportWorkers = (ctx: AppContext, work: WorkQueue) => {
  const options = { pollingIntervalSeconds: 0.5 };
  work<{ importId: string }>(DSN_PREVIEW, (job) => computePreview(ctx, job.data.importId), options);
  work<{ importId: string }>(DSN_APPLY, (job) => applyImport(ctx, job.data.importId), options);
};

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
