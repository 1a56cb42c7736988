/** The calendar day in the browser's time zone as "YYYY-MM-DD" (date inputs, expiry warnings). */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
