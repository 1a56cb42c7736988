import { cleanText } from './text';

export const MONTHS = [
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
] as const;
export type Month = (typeof MONTHS)[number];

/**
 * Intake text → month names, in the order the text lists them, each once.
 *
 * - A word counts as a month when its first three letters are a month's ("Sep", "sept", "Janaury",
 *   "June"), so abbreviations and common misspellings map; "FT Sep/PT Jan" gives September, January.
 * - "All months", "Open all months", "Rolling", "Any time" → all twelve months.
 * - A spreadsheet date ("2025-02-01 00:00:00") → its month.
 * - Delivery modes ("Online", "Onsite") and lengths ("1 year full-time") name no month: unmapped.
 */
const ALL_MONTHS = /\b(all months|every month|all year|year[\s-]round|rolling|any ?time|monthly)\b/;
const ISO_DATE = /\b\d{4}-(\d{2})-\d{2}(?!\d)/g;
// Words that start like a month but are not one.
const NOT_MONTHS = new Set([
  'mars',
  'marketing',
  'mayor',
  'decimal',
  'decision',
  'junior',
  'augment',
  'novel',
  'octane',
]);

export function mapIntakes(raw: string | null | undefined): Month[] {
  const text = cleanText(raw).toLowerCase();
  if (!text) return [];
  if (ALL_MONTHS.test(text)) return [...MONTHS];
  const months: Month[] = [];
  const add = (month: Month | undefined) => {
    if (month && !months.includes(month)) months.push(month);
  };
  for (const match of text.matchAll(ISO_DATE)) add(MONTHS[Number(match[1]) - 1]);
  const words = text.replace(ISO_DATE, ' ').match(/[a-z]+/g) ?? [];
  for (const word of words) {
    if (word.length < 3 || word.length > 9 || NOT_MONTHS.has(word)) continue;
    add(MONTHS.find((month) => month.slice(0, 3).toLowerCase() === word.slice(0, 3)));
  }
  return months;
}
