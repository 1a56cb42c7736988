/**
 * A value axis for amounts in fils: the top rounded up to a "nice" number of dirhams (1, 2 or 5
 * times a power of ten, never below AED 1) and the gridline values from 0 to the top, all in fils.
 */
export function moneyScale(maxFils: number, targetTicks = 4): { top: number; ticks: number[] } {
  if (!Number.isFinite(maxFils) || maxFils <= 0) return { top: 100, ticks: [0, 100] };
  const maxAed = maxFils / 100;
  const rough = maxAed / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 1);
  const topAed = Math.ceil(maxAed / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= topAed; value += step) ticks.push(value * 100);
  return { top: topAed * 100, ticks };
}

/** A bar's length as a percentage of the axis; a non-zero amount always shows a sliver. */
export function barPercent(value: number, top: number): number {
  if (value <= 0 || top <= 0) return 0;
  return Math.max(2, Math.min(100, (value / top) * 100));
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis labels, where the exact figure would not fit: 250000 fils → "2.5K". Whole dirhams only. */
export function compactAed(fils: number): string {
  return compact.format(Math.trunc(fils / 100));
}
