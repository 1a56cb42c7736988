import type { Duration } from '../vocabulary';
import { cleanText } from './text';

/**
 * Duration text → a length in years and the buckets of docs/product.md §5.3.
 *
 * - Units: years ("4 years", "4yrs", "3years", "1yr", a bare number such as "4" or "4.5"), months,
 *   semesters (half a year each) and weeks. A number without a unit takes the unit that follows it
 *   ("12/16 Months" is 12 months).
 * - A range counts from its lower end: "12-15 months" is 12 months, "3 - 4 years" is 3 years.
 * - Several lengths: the full-time one when one is marked ("1 Year (Full-time), 2 Years (Part-time)",
 *   "18 months (part-time)/1 year(full-time)"), otherwise the first one listed ("3 years/4 Years with
 *   foundation year" is 3 years).
 * - Bucket: the smallest of 1, 2, 3 or 4 years that covers the length (so anything up to a year,
 *   short courses included, is "1 year", and 18 months is "2 years"); longer than 4 years is
 *   "4+ years".
 */
const LENGTH =
  /(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(years?|yrs?d?|y\b|months?|mths?|semesters?|sems?|weeks?|wks?)?/g;

interface Length {
  years: number | null;
  unit: string | undefined;
  value: number;
  index: number;
  end: number;
}

function yearsOf(value: number, unit: string): number {
  if (unit.startsWith('m')) return value / 12;
  if (unit.startsWith('s')) return value / 2;
  if (unit.startsWith('w')) return value / 52;
  return value;
}

function lengthsIn(text: string): Length[] {
  const found: Length[] = [];
  for (const match of text.matchAll(LENGTH)) {
    const value = Number(match[1]);
    if (!Number.isFinite(value) || value <= 0) continue;
    found.push({
      value,
      unit: match[3],
      years: null,
      index: match.index,
      end: match.index + match[0].length,
    });
  }
  // A number without a unit borrows the next unit given ("12/16 Months"), else it counts in years.
  let nextUnit: string | undefined;
  for (let i = found.length - 1; i >= 0; i--) {
    const length = found[i]!;
    if (length.unit) nextUnit = length.unit;
    length.years = yearsOf(length.value, length.unit ?? nextUnit ?? 'years');
  }
  return found;
}

export function durationBucket(years: number): Duration {
  // A few days over a whole year ("12.5 months") is still that year.
  const tolerance = 0.05;
  if (years <= 1 + tolerance) return '1 year';
  if (years <= 2 + tolerance) return '2 years';
  if (years <= 3 + tolerance) return '3 years';
  if (years <= 4 + tolerance) return '4 years';
  return '4+ years';
}

export interface DurationMapping {
  duration: Duration | null;
  /** The full-time length in years the bucket came from; also spreads a total fee over the years. */
  years: number | null;
}

export function mapDuration(raw: string | null | undefined): DurationMapping {
  const text = cleanText(raw).toLowerCase();
  // Dates in the cell ("Jan 2025") are not lengths.
  const lengths = lengthsIn(text).filter((length) => length.value < 100 && length.years !== null);
  if (lengths.length === 0) return { duration: null, years: null };
  const fullTime = lengths.find((length) =>
    /^\W{0,3}\(?\s*full[\s-]*time/.test(text.slice(length.end)),
  );
  const chosen = fullTime ?? lengths[0]!;
  const years = chosen.years!;
  // Weeks-long courses and ten-year typos alike: nothing above 10 years is a program length.
  if (years > 10) return { duration: null, years: null };
  return { duration: durationBucket(years), years: Math.round(years * 100) / 100 };
}
