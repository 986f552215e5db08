import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `YYYY-MM-DD` names a day of the calendar: no month 13, no 30 February, no year 0. */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const ZDay = z.string().regex(DAY).refine(isCalendarDay, { message: 'invalid_date' });
