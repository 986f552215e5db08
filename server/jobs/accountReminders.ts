export const ACCOUNT_REMINDERS = 'employees.account-reminders';
/** Every morning, French time: a reminder read at the start of the working day. */
export const ACCOUNT_REMINDERS_CRON = '0 9 * * *';
export const ACCOUNT_REMINDERS_TZ = 'Europe/Paris';
