/**
 * The one money format of both apps (docs/product.md §3): "AED", a space, the amount with thousands
 * separators, and fils only when there are any — "AED 57,150", "AED 1,234.50". Tuition, commission,
 * payouts, splits and e-mails all go through here, so an amount reads the same on every screen.
 */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 123450 fils → "AED 1,234.50"; 5715000 fils → "AED 57,150". */
export function formatAedAmountFils(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fils));
  const dirhams = grouped.format(Math.trunc(abs / 100));
  const rest = abs % 100;
  return rest === 0
    ? `${sign}AED ${dirhams}`
    : `${sign}AED ${dirhams}.${String(rest).padStart(2, '0')}`;
}

/** A whole-dirham amount (tuition, a slider value): 57150 → "AED 57,150"; 29999.6 → "AED 30,000". */
export function formatAed(aed: number): string {
  return formatAedAmountFils(Math.round(aed) * 100);
}

/**
 * An amount in a student's currency, as the quote converts it: the ISO code, a space, two decimals
 * ("INR 1,234,567.00"), the same way for every code the rate table may hold.
 */
export function formatCurrencyAmount(amount: number, currency: string): string {
  const grouped2 = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${grouped2.format(amount)}`;
}

/** An AED amount that may carry fils (a quote's line or total): 1234.5 → "AED 1,234.50". */
export function formatAedAmount(aed: number): string {
  return formatAedAmountFils(Math.round(aed * 100));
}
