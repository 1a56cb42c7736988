import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { INTL_LOCALE, type Language } from './i18n/languages';

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

/**
 * A date formatter: English with the date-fns pattern docs/product.md's screens use, another language as
 * `Intl` writes dates there (Latin digits, `INTL_LOCALE`).
 */
function formatWith(pattern: string, local: Intl.DateTimeFormatOptions) {
  return (value: DateInput, language: Language = 'en'): string => {
    const date = toDate(value);
    if (!date) return '';
    return language === 'en'
      ? format(date, pattern)
      : new Intl.DateTimeFormat(INTL_LOCALE[language], local).format(date);
  };
}

// Each formatter answers '' for a missing or unreadable date, so a screen shows its own placeholder.

/** Long style of application screens: "April 29th, 2025". */
export const formatLongDate = formatWith('PPP', { dateStyle: 'long' });

/** Dashboard dates: "Apr 29, 2025". */
export const formatDashboardDate = formatWith('MMM d, yyyy', { dateStyle: 'medium' });

/** Audit log times, to the second: "Apr 29, 2025 14:03:09". */
export const formatAuditTime = formatWith('MMM d, yyyy HH:mm:ss', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  hourCycle: 'h23',
});

/**
 * A day written out in UTC, as e-mails show a date (the digest's day, a link's last day): English in
 * the caller's English style (`en-GB` "26 November 2026", `en-US` "December 28, 2026"), another
 * language as `Intl` writes it there (Latin digits).
 */
export function formatUtcLongDay(
  value: Date,
  language: Language = 'en',
  english: 'en-GB' | 'en-US' = 'en-GB',
): string {
  return new Intl.DateTimeFormat(language === 'en' ? english : INTL_LOCALE[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(value);
}

/** Relative text shown beside a date: "3 days ago", "in about 2 hours". */
export function formatRelative(value: DateInput, language: Language = 'en'): string {
  const date = toDate(value);
  if (!date) return '';
  if (language === 'en') return formatDistanceToNow(date, { addSuffix: true });
  const seconds = (date.getTime() - Date.now()) / 1000;
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  );
}
