import { addDays as addDaysToDate } from 'date-fns/addDays';
import { formatISO } from 'date-fns/formatISO';
import { parseISO } from 'date-fns/parseISO';

// Calendar days as the API and the `date` columns carry them: "YYYY-MM-DD". date-fns is imported a
// function at a time, so the server loads these few modules and none of its formats or locales.

/** The calendar day `days` after `day` ("YYYY-MM-DD"), across month and year ends. */
export function addDays(day: string, days: number): string {
  return formatISO(addDaysToDate(parseISO(day), days), { representation: 'date' });
}

/** The UTC calendar day of `date`, "YYYY-MM-DD" (how `date` columns are compared). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today on the user's own calendar, as a date input holds it. */
export function localToday(): string {
  return formatISO(new Date(), { representation: 'date' });
}
