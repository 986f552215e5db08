const FORMAT = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'long', timeZone: 'Europe/Paris' });

/** "23 novembre 2026 à 23:40:12 UTC+1": the time in France, with its offset so it stays unambiguous. */
export const frenchDateTime = (date: Date) => FORMAT.format(date);
