/** A month (`YYYY-MM`) as the user's language writes it: "octobre 2026". */
export const formatMonth = (month: string, locale = 'fr') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
