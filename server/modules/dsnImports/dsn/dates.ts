/** The ISO day (YYYY-MM-DD) of a DSN date (DDMMYYYY), or undefined when it is not one or does not exist (31022025). */
export const isoDayOf = (ddmmyyyy: string): string | undefined => {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(ddmmyyyy);
  if (!match) return undefined;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31 February over to March and reads years below 100 as 19xx: the round trip catches both.
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().startsWith(iso) ? iso : undefined;
};

/** The last day of the month of an ISO day. */
export const monthEndOf = (isoDay: string): string => {
  const [year, month] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10);
};
