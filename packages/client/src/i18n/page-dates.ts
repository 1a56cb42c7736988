import { INTL_LOCALE, type Language } from '@uniguide/domain';
import type { DateInput } from '@uniguide/domain/format-date';

/**
 * The dates of `useFormatters()`, written exactly as the domain's `format-date` writes them (its tests
 * compare the two), without date-fns: every page that shows an AED amount or a count calls
 * `useFormatters()`, and the hook's date-fns import put 7 KB gzip of date formats and locale on first
 * pages that show no date (docs/decisions/075-english-inline.md). English is date-fns' en-US output,
 * another language `Intl`'s, as in the domain.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An ISO 8601 day, or day and time with an optional offset: the forms the API sends. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * A timestamp, or a calendar day ('YYYY-MM-DD') as midnight local time, as the domain's `parseISO`
 * reads them; anything else is no date.
 */
function toDate(value: DateInput): Date | undefined {
  if (value == null || value === '') return undefined;
  let date: Date;
  if (typeof value !== 'string') date = value;
  else {
    const parts = ISO.exec(value);
    if (!parts) return undefined;
    const [, year, month, day, hours, minutes, seconds = '00', fraction = '', zone] = parts;
    if (hours === undefined) date = localDay(Number(year), Number(month) - 1, Number(day));
    else {
      const time = `${hours}:${minutes}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}`;
      date = new Date(`${year}-${month}-${day}T${time}${offsetOf(zone)}`);
    }
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'Z', or '+hh:mm' from '+hh', '+hhmm' or '+hh:mm'; '' (local time) when there is none. */
function offsetOf(zone: string | undefined): string {
  if (zone === undefined) return '';
  if (/^z$/i.test(zone)) return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2) || '00'}`;
}

function localDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setFullYear(year, month, day);
  date.setHours(0, 0, 0, 0);
  // parseISO answers an impossible day (2025-02-30) with an invalid date, not the next month's.
  return date.getMonth() === month ? date : new Date(Number.NaN);
}

const two = (value: number) => String(value).padStart(2, '0');

function ordinal(day: number): string {
  const rest = day % 100;
  if (rest > 20 || rest < 10) {
    if (rest % 10 === 1) return `${day}st`;
    if (rest % 10 === 2) return `${day}nd`;
    if (rest % 10 === 3) return `${day}rd`;
  }
  return `${day}th`;
}

/** "Apr 29, 2025" (date-fns `MMM d, yyyy`). */
function englishMedium(date: Date): string {
  const month = MONTHS[date.getMonth()]!.slice(0, 3);
  return `${month} ${date.getDate()}, ${String(date.getFullYear()).padStart(4, '0')}`;
}

function formatWith(english: (date: Date) => string, local: Intl.DateTimeFormatOptions) {
  return (value: DateInput, language: Language): string => {
    const date = toDate(value);
    if (!date) return '';
    return language === 'en'
      ? english(date)
      : new Intl.DateTimeFormat(INTL_LOCALE[language], local).format(date);
  };
}

/** "April 29th, 2025" (date-fns `PPP`). */
export const longDate = formatWith(
  (date) => `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`,
  { dateStyle: 'long' },
);

/** "Apr 29, 2025". */
export const dashboardDate = formatWith(englishMedium, { dateStyle: 'medium' });

/** "Apr 29, 2025 14:03:09". */
export const auditTime = formatWith(
  (date) =>
    `${englishMedium(date)} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`,
  { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' },
);

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43200;

/** Minutes east of UTC the local clock is off by at `date`, in milliseconds (date-fns' own measure). */
function offsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

/** Whole calendar months from `earlier` to `later` (`later` ≥ `earlier`), as date-fns counts them. */
function monthsBetween(later: Date, earlier: Date): number {
  const difference =
    (later.getFullYear() - earlier.getFullYear()) * 12 + (later.getMonth() - earlier.getMonth());
  if (difference < 1) return 0;
  const working = new Date(later.getTime());
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - difference);
  let lastMonthNotFull = working.getTime() < earlier.getTime();
  const endOfMonth = new Date(later.getFullYear(), later.getMonth() + 1, 0, 23, 59, 59, 999);
  const endOfDay = new Date(later.getTime());
  endOfDay.setHours(23, 59, 59, 999);
  if (
    endOfDay.getTime() === endOfMonth.getTime() &&
    difference === 1 &&
    later.getTime() > earlier.getTime()
  )
    lastMonthNotFull = false;
  return difference - Number(lastMonthNotFull);
}

const plural = (count: number, unit: string) => (count === 1 ? `1 ${unit}` : `${count} ${unit}s`);

/** date-fns' `formatDistanceToNow(date, { addSuffix: true })` in en-US: "3 days ago", "in about 2 hours". */
function englishDistance(date: Date): string {
  const now = new Date(Date.now());
  const future = date.getTime() > now.getTime();
  const [earlier, later] = future ? [now, date] : [date, now];
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  const minutes = Math.round((seconds - (offsetMs(later) - offsetMs(earlier)) / 1000) / 60);
  let distance: string;
  if (minutes < 2) distance = minutes === 0 ? 'less than a minute' : plural(minutes, 'minute');
  else if (minutes < 45) distance = plural(minutes, 'minute');
  else if (minutes < 90) distance = 'about 1 hour';
  else if (minutes < MINUTES_IN_DAY) distance = `about ${plural(Math.round(minutes / 60), 'hour')}`;
  else if (minutes < 2520) distance = '1 day';
  else if (minutes < MINUTES_IN_MONTH)
    distance = plural(Math.round(minutes / MINUTES_IN_DAY), 'day');
  else if (minutes < MINUTES_IN_MONTH * 2)
    distance = `about ${plural(Math.round(minutes / MINUTES_IN_MONTH), 'month')}`;
  else {
    const months = monthsBetween(later, earlier);
    if (months < 12) distance = plural(Math.round(minutes / MINUTES_IN_MONTH), 'month');
    else {
      const years = Math.trunc(months / 12);
      const rest = months % 12;
      distance =
        rest < 3
          ? `about ${plural(years, 'year')}`
          : rest < 9
            ? `over ${plural(years, 'year')}`
            : `almost ${plural(years + 1, 'year')}`;
    }
  }
  return future ? `in ${distance}` : `${distance} ago`;
}

/** Relative text shown beside a date: "3 days ago", "in about 2 hours". */
export function relative(value: DateInput, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  if (language === 'en') return englishDistance(date);
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
