/** Days as the API writes them, `YYYY-MM-DD`, reckoned in UTC whatever the machine's time zone. */

/** Today, `YYYY-MM-DD`. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * `day` plus some months, kept to the last day of a shorter month (31 January + 3: 30 April),
 * as the Code du travail counts "three months".
 */
export const addMonthsToDay = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
};
