import { remindDueAccounts } from './reminders';
import { declareJob } from '../../jobs/declaration';

export const ACCOUNT_REMINDERS = 'employees.account-reminders';

/** Every morning, French time: a reminder read at the start of the working day. */
export const accountRemindersJob = declareJob({
  queue: ACCOUNT_REMINDERS,
  work: (ctx) => remindDueAccounts(ctx),
  schedule: { cron: '0 9 * * *', tz: 'Europe/Paris' },
});
