import { mapIntakes, MONTHS } from '../catalogue/import/intake';

/** Seasons as intakes are often named; each is read as the month its term usually starts. */
const SEASONS: Record<string, number> = { fall: 8, autumn: 8, spring: 0, winter: 0, summer: 5 };

/**
 * The first day of the month an intake names ("Fall 2026" → 2026-09-01, "January" → the next
 * January on or after `from`), or null when it names no month. Journey due dates count from this.
 */
export function intakeStartsOn(intake: string | null | undefined, from: Date): string | null {
  if (!intake) return null;
  const text = intake.toLowerCase();
  let month: number | undefined;
  const [named] = mapIntakes(intake);
  if (named && !/\ball months\b|rolling|any ?time/.test(text)) month = MONTHS.indexOf(named);
  if (month === undefined) {
    const season = Object.keys(SEASONS).find((word) => new RegExp(`\\b${word}\\b`).test(text));
    if (season) month = SEASONS[season];
  }
  if (month === undefined) return null;
  const year = /\b(20\d{2})\b/.exec(text)?.[1];
  let startYear = year ? Number(year) : from.getUTCFullYear();
  if (!year && month < from.getUTCMonth()) startYear += 1;
  return `${startYear}-${String(month + 1).padStart(2, '0')}-01`;
}
