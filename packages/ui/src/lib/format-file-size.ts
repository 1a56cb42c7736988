const UNITS = ['KB', 'MB', 'GB'] as const;

/** "512 B", "48.2 KB", "3.4 MB": one decimal below 10 of a unit, none above. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${unit}`;
}
