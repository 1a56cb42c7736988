const thousands = new Intl.NumberFormat('en-US');

/**
 * An estimated list total as a list's count says it: "about 12,000" — two significant figures above
 * 1 000 (an estimate is no more precise than that), with thousands separators. Exact totals are shown
 * as they are, not through this.
 */
export function formatEstimatedTotal(total: number): string {
  const rounded = total > 1000 ? Number(total.toPrecision(2)) : Math.round(total);
  return `about ${thousands.format(rounded)}`;
}
