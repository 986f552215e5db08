/**
 * The month a payslip's text names, as `YYYY-MM`, to prefill a payslip campaign's period: a
 * "Période du 01/10/2026 au 31/10/2026" (its first day), else a month by its French name and a
 * year ("Octobre 2026", "période : novembre 2026"), else a bare "10/2026". Null when none is named.
 */
const MONTHS = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];

const monthOf = (year: string, month: number) =>
  month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : null;

export const periodOfText = (text: string): string | null => {
  // Accents dropped (février, août, décembre), one case.
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const range = /periode\s*(?:du|:)?\s*\d{1,2}[/.-](\d{1,2})[/.-](\d{4})/.exec(plain);
  if (range) return monthOf(range[2]!, Number(range[1]));
  const named = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{4})\\b`).exec(plain);
  if (named) return monthOf(named[2]!, MONTHS.indexOf(named[1]!) + 1);
  // A month and year alone, not the end of a whole date (01/10/2026).
  const bare = /(?<![\d/.-])(\d{1,2})[/.-](\d{4})\b/.exec(plain);
  if (bare) return monthOf(bare[2]!, Number(bare[1]));
  return null;
};
