/** The UTC calendar day of `date`, "YYYY-MM-DD" (how `date` columns are compared). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` ("YYYY-MM-DD"), across month and year ends. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
