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
