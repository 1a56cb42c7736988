import { INTL_LOCALE, type Language } from '@uniguide/domain';

const grouped = new Intl.NumberFormat('en-US');

/**
 * A count as every list shows it: "12,345" (thousands separators, whatever the browser's locale); in
 * another language as `Intl` groups digits there (Latin digits).
 */
export function formatCount(count: number, language: Language = 'en'): string {
  return language === 'en' ? grouped.format(count) : count.toLocaleString(INTL_LOCALE[language]);
}

/**
 * A list's total as its "Showing 1–20 of …" line says it: exact totals as counts; an estimated one
 * as "about 12,000" — two significant figures above 1 000, since an estimate is no more precise.
 */
export function formatListTotal(total: number, isEstimate = false): string {
  if (!isEstimate) return formatCount(total);
  const rounded = total > 1000 ? Number(total.toPrecision(2)) : Math.round(total);
  return `about ${formatCount(rounded)}`;
}
