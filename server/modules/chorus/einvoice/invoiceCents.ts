/**
 * Amounts as integer cents, so that sums and rounding are exact: 0.1 + 0.2 is 30 cents here.
 * The contract holds amounts with at most two decimals.
 */
export const cents = (amount: number): number => Math.round(amount * 100);

export const sumCents = <T>(items: T[], amount: (item: T) => number): number =>
  items.reduce((sum, item) => sum + cents(amount(item)), 0);

/** Rates are read to four decimals (20, 5.5, 2.1, 8.5 …): exact as integers of 1/10,000 %. */
const RATE_SCALE = 10_000n;

/**
 * The VAT of a taxable amount at a rate, in cents, rounded half away from zero to the cent
 * (EN 16931's BR-CO-17: taxable × rate / 100, rounded to two decimals). Computed in BigInt:
 * a trillion euros at 20 % overflows a double's exact integers.
 */
export const vatCents = (taxableCents: number, rate: number): number => {
  const numerator = BigInt(taxableCents) * BigInt(Math.round(rate * Number(RATE_SCALE)));
  const denominator = 100n * RATE_SCALE;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(numerator < 0n ? -rounded : rounded);
};
