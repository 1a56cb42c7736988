import { INTL_LOCALE, type Language } from '../i18n/languages';

/**
 * A session's time as a reader sees it: in the browser's time zone in the apps, in UTC in e-mails
 * (whose `.ics` invitation carries the instant for the reader's calendar). Intl does the zones;
 * English keeps its British order ("Tuesday 1 December 2026"), other languages use `INTL_LOCALE`.
 */

const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : INTL_LOCALE[language]);

/** The day as a session names it: "Tuesday, 1 December 2026". */
const DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
/** The clock as a session names it: "09:00" (24-hour). */
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function formatIn(
  iso: string | Date,
  timeZone: string,
  language: Language,
  parts: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, ...parts }).format(new Date(iso));
}

/** The browser's (or the process's) IANA time zone, e.g. "Asia/Kolkata". */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Tuesday, 1 December 2026, 09:00" in `timeZone` (24-hour clock). */
export function formatSessionTime(
  iso: string | Date,
  timeZone: string,
  language: Language = 'en',
): string {
  return formatIn(iso, timeZone, language, { ...DAY, ...CLOCK });
}

/** "09:00" in `timeZone`. */
export function formatClockTime(
  iso: string | Date,
  timeZone: string,
  language: Language = 'en',
): string {
  return formatIn(iso, timeZone, language, CLOCK);
}

/** The zone's name with its offset at that instant: "Asia/Kolkata (GMT+5:30)", "UTC". */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return timeZone === 'UTC' || offset === '' || offset === 'GMT'
    ? timeZone === 'UTC'
      ? 'UTC'
      : `${timeZone} (GMT)`
    : `${timeZone} (${offset})`;
}

/** "Tuesday, 1 December 2026" in `timeZone`: the heading of a day's slots. */
export function formatSessionDay(
  iso: string | Date,
  timeZone: string,
  language: Language = 'en',
): string {
  return formatIn(iso, timeZone, language, DAY);
}
