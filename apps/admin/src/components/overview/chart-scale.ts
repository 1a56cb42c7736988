/**
 * A value axis for counts: the top rounded up to a "nice" step (1, 2 or 5 times a power of ten, never
 * below 1, since counts are whole) and the gridline values from 0 to the top.
 */
export function countScale(max: number, targetTicks = 4): { top: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { top: 1, ticks: [0, 1] };
  const rough = max / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 1);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** A bar's length as a percentage of the axis; a non-zero count always shows a sliver. */
export function barPercent(value: number, top: number): number {
  if (value <= 0 || top <= 0) return 0;
  return Math.max(2, Math.min(100, (value / top) * 100));
}
