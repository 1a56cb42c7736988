import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

/** What the API sends: ISO 8601 strings (timestamps, or 'YYYY-MM-DD' for calendar dates). */
export type DateInput = string | Date | null | undefined;

/**
 * `parseISO` rather than `new Date(…)`: a calendar date like '2001-05-14' is then midnight local
 * time, not UTC, so a birthday never shows as the day before west of Greenwich.
 */
function toDate(value: DateInput): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : undefined;
}

function formatWith(pattern: string) {
  return (value: DateInput): string => {
    const date = toDate(value);
    return date ? format(date, pattern) : '';
  };
}

// Each formatter answers '' for a missing or unreadable date, so a screen shows its own placeholder.

/** Long style of application screens: "April 29th, 2025". */
export const formatLongDate = formatWith('PPP');

/** Dashboard dates: "Apr 29, 2025". */
export const formatDashboardDate = formatWith('MMM d, yyyy');

/** Audit log times, to the second: "Apr 29, 2025 14:03:09". */
export const formatAuditTime = formatWith('MMM d, yyyy HH:mm:ss');

/** Relative text shown beside a date: "3 days ago", "in about 2 hours". */
export function formatRelative(value: DateInput): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true }) : '';
}
