import { dateLocale } from '../../../common/locales';

/** An amount in the user's language with its currency ("1 234,50 €", "€1,234.50"); nothing when there is none. */
export const formatAmount = (value: number | null | undefined, currency: string, locale: string): string | null => {
  if (value === null || value === undefined) return null;
  try {
    return new Intl.NumberFormat(dateLocale(locale), { style: 'currency', currency }).format(value);
  } catch {
    // A code Intl does not know: the number, then the code as the invoice gave it.
    return `${new Intl.NumberFormat(dateLocale(locale), { minimumFractionDigits: 2 }).format(value)} ${currency}`;
  }
};
