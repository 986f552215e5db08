import { z } from 'zod';
import { dataOf, ZDay } from './paging';

/**
 * The service's closure, announced by the customer's administrator at least three months ahead
 * (D.3243-8): every account holder is mailed, and every screen shows it until that day.
 */
export const ZClosureNotice = z
  .object({
    /** The last day the service is open, `YYYY-MM-DD`. */
    closesOn: z.string(),
    announcedAt: z.string(),
    announcedBy: z.string(),
  })
  .meta({ id: 'ClosureNotice' });
export type TClosureNotice = z.infer<typeof ZClosureNotice>;

/** The caller's customer's notice, or null when none is announced. */
export const ZClosureNoticeData = dataOf(ZClosureNotice.nullable()).meta({ id: 'ClosureNoticeData' });

/** `PUT closure-notice`: at least three months from today. */
export const ZClosureNoticeWrite = z.object({ closesOn: ZDay }).meta({ id: 'ClosureNoticeWrite' });
