import { formatAed } from '../../money/money';
import { cleanText } from './text';

/** The dirham is pegged to the US dollar at this rate, so a dollar fee converts without guesswork. */
export const AED_PER_USD = 3.6725;

/**
 * Fee text → an annual fee in whole AED.
 *
 * 1. Amounts are numbers with a currency next to them ("AED 38,000", "29,300 AED", "AED61950",
 *    "$ 20,000"); when the text has none, numbers of 100 or more count. Percentages, years ("1st yr")
 *    and counts ("9 payments") are not amounts.
 * 2. The amount used is the one marked per year ("47,150 AED/15,716 AED per year" → 15,716), else the
 *    one marked full-time, else the first one: the lower end of a range ("AED 30000 TO AED 38000"),
 *    the base fee before add-ons ("AED 35000 + AED 816 (Exam fee)", "+ VAT") and the first year's fee
 *    ("AED 51000(1st yr), 42000, …").
 * 3. The amount becomes a yearly figure: per semester × 2, per month × 12; "over N semesters" or
 *    "for N years" is divided by the years; a total ("AED 91990 (Total)") is divided by the
 *    program's length in years when it is known and longer than a year, and kept as it is, with a
 *    note in the import report, when the length is unknown.
 * 4. Dollars convert at the peg (× 3.6725); any other currency leaves the fee unmapped.
 * The original text is always kept for display.
 */
// Thousands may be grouped with commas or spaces ("38,000", "45 000").
const AMOUNT = /(?<![\d.,])(\d{1,3}(?:(?:,| )\d{3}(?!\d))+|\d+)(?:\.(\d+))?(?![\d,]*\d)\s*(k\b)?/gi;
const AED_MARK = /(aed|dhs?|dirhams?)\.?\s*$/i;
const AED_AFTER = /^\s*(aed|dhs?|dirhams?)\b/i;
const USD_MARK = /(\$|usd|us\$)\s*$/i;
const USD_AFTER = /^\s*(\$|usd)\b/i;
const OTHER_CURRENCY = /£|€|\b(gbp|eur|inr|rs)\b/i;

const PER_YEAR =
  /(per\s*(year|annum|yr)|\/\s*(year|yr)|\ba year\b|\bp\.?a\.?\b|\byearly\b|\bannual)/i;
const PER_SEMESTER = /(per\s*(sem\w*|term|trimester)|\/\s*sem\w*)/i;
const PER_MONTH = /(per\s*month|\/\s*month|\bmonthly\b)/i;
const OVER_SEMESTERS = /\(?\s*(\d+)\s*sem\w*\s*\)?/i;
const FOR_YEARS = /\bfor\s*(\d+(?:\.\d+)?)\s*(years?|yrs?)\b/i;
const TOTAL = /\btotal\b/i;
const FULL_TIME = /^\W{0,3}\(?\s*full[\s-]*time/i;
const PART_TIME = /^\W{0,3}\(?\s*part[\s-]*time/i;
const PERCENT = /^\s*%/;

interface Amount {
  value: number;
  currency: 'AED' | 'USD' | null;
  /** Text up to the next amount: the amount's own qualifiers ("(Total)", "per year"). */
  after: string;
  /** Text since the previous amount. */
  before: string;
}

function amountsIn(text: string): Amount[] {
  const found = [...text.matchAll(AMOUNT)].flatMap((match) => {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 12), start);
    const after = text.slice(end, end + 12);
    if (PERCENT.test(after)) return [];
    let value = Number(`${match[1]!.replace(/[, ]/g, '')}.${match[2] ?? '0'}`);
    if (match[3]) value *= 1000;
    const currency: Amount['currency'] =
      AED_MARK.test(before) || AED_AFTER.test(after)
        ? 'AED'
        : USD_MARK.test(before) || USD_AFTER.test(after)
          ? 'USD'
          : null;
    return [{ value, currency, start, end }];
  });
  const marked = found.filter((amount) => amount.currency !== null);
  const amounts = marked.length > 0 ? marked : found.filter((amount) => amount.value >= 100);
  // Each amount's qualifiers are the words between it and its neighbours ("(Total)", "per year").
  return amounts.map((amount, i) => ({
    value: amount.value,
    currency: amount.currency,
    before: text.slice(i > 0 ? amounts[i - 1]!.end : 0, amount.start),
    after: text.slice(amount.end, amounts[i + 1]?.start ?? text.length),
  }));
}

function choose(amounts: Amount[]): Amount | undefined {
  return (
    amounts.find((amount) => PER_YEAR.test(amount.after) || /yearly/i.test(amount.before)) ??
    amounts.find((amount) => FULL_TIME.test(amount.after)) ??
    amounts.find((amount) => !PART_TIME.test(amount.after)) ??
    amounts[0]
  );
}

export interface FeeMapping {
  tuitionAed: number | null;
  /** Why the figure differs from the text, for the import report ("total AED 91,990 over 2 years"). */
  note: string | null;
}

const aed = (value: number) => formatAed(value);

export function mapFee(raw: string | null | undefined, years: number | null): FeeMapping {
  const text = cleanText(raw);
  if (!text) return { tuitionAed: null, note: null };
  const amount = choose(amountsIn(text));
  if (!amount || amount.value <= 0) return { tuitionAed: null, note: null };
  if (amount.currency !== 'USD' && OTHER_CURRENCY.test(text))
    return { tuitionAed: null, note: null };

  const notes: string[] = [];
  let value = amount.value;
  if (amount.currency === 'USD') {
    value *= AED_PER_USD;
    notes.push(`converted from USD ${amount.value.toLocaleString('en-US')} at ${AED_PER_USD}`);
  }
  const qualifiers = amount.after;
  const semesters = OVER_SEMESTERS.exec(qualifiers);
  const forYears = FOR_YEARS.exec(qualifiers);
  if (PER_YEAR.test(qualifiers)) {
    // Already a yearly figure.
  } else if (PER_SEMESTER.test(qualifiers)) {
    value *= 2;
    notes.push('per-semester fee × 2');
  } else if (PER_MONTH.test(qualifiers)) {
    value *= 12;
    notes.push('monthly fee × 12');
  } else if (semesters && Number(semesters[1]) > 2) {
    const spread = Number(semesters[1]) / 2;
    notes.push(`${aed(value)} over ${semesters[1]} semesters`);
    value /= spread;
  } else if (forYears && Number(forYears[1]) > 1) {
    notes.push(`${aed(value)} for ${forYears[1]} years`);
    value /= Number(forYears[1]);
  } else if (TOTAL.test(qualifiers) || TOTAL.test(amount.before)) {
    if (years === null) {
      notes.push('total fee kept as it is: the program length is unknown');
    } else if (years > 1) {
      notes.push(`total ${aed(value)} over ${years} years`);
      value /= years;
    }
  }
  const tuitionAed = Math.round(value);
  if (!Number.isSafeInteger(tuitionAed) || tuitionAed <= 0) return { tuitionAed: null, note: null };
  return { tuitionAed, note: notes.length > 0 ? notes.join('; ') : null };
}
