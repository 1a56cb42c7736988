import { MONTHS, type Month } from '../months';
import { cleanText, isBlank } from './text';

export { MONTHS, type Month };

/**
 * The month a season's intake starts (docs/product.md §5.9): autumn in September, spring in
 * January, summer in June. Winter is read as the January start too.
 */
const SEASON_MONTHS: ReadonlyMap<string, Month> = new Map([
  ['fall', 'September'],
  ['autumn', 'September'],
  ['spring', 'January'],
  ['winter', 'January'],
  ['summer', 'June'],
]);

/**
 * What an intake cell holds (docs/product.md §5.3):
 *
 * - `months`: the months it names, in the order the text lists them, each once;
 * - `nothing`: an empty cell or a blank mark ("-", "n/a", "TBC") — the intake is missing;
 * - `delivery mode`: only how the program is taught ("Online", "Onsite/Online", "Full-time");
 * - `length`: only how long it lasts ("1 year full-time");
 * - `no month`: intake text that names no month, season or "all months".
 *
 * Only `months` and `no month` are intake text; the other three are reported, never given a month.
 */
export type IntakeCell =
  | { holds: 'months'; months: Month[] }
  | { holds: 'nothing' | 'delivery mode' | 'length' | 'no month' };

const ALL_MONTHS =
  /\b(all months|every month|all year|throughout the year|year[\s-]round|rolling|any ?time|monthly)\b/;
const ISO_DATE = /\b\d{4}-(\d{2})-\d{2}(?!\d)/g;
/** "Sep to Dec", "January through March": every month from the first to the last, across New Year. */
const RANGE_WORDS = new Set(['to', 'through', 'thru', 'till', 'until']);
/** How a program is taught, and words that only go with it ("online delivery", "on campus only"). */
const DELIVERY_MODE =
  /\b(on[\s-]?site|on[\s-]?campus|campus[\s-]based|in[\s-]person|face[\s-]to[\s-]face|class[\s-]?room|on[\s-]?line|e[\s-]?learning|distance|remote|virtual|blended|hybrid|full[\s-]?time|part[\s-]?time|ft|pt)\b/;
const MODE_FILLER =
  /\b(and|or|both|only|delivery|mode|modes|learning|study|studies|classes|based|available)\b/g;
const LENGTH =
  /\b\d+(\.\d+)?(\s*(-|–|to)\s*\d+(\.\d+)?)?\s*(years?|yrs?|months?|mos?|weeks?|wks?|semesters?|trimesters?|terms?|days?|hours?|hrs?)\b/;

/**
 * Damerau–Levenshtein distance (adjacent swaps count once), enough to tell "Janaury" from "Marine".
 */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The month a word names: a shortening of its name ("Sep", "sept", "Janu"), or a misspelling of it —
 * one slip in a name of up to six letters, two in a longer one ("Janaury", "Agust", "Setpember").
 * A short name's misspelling must keep its first three letters, a long one's its first letter, so
 * "Marine", "Mars", "Decade" or "Junior" name none.
 */
function monthOfWord(word: string): Month | undefined {
  if (word.length < 3) return undefined;
  return MONTHS.find((month) => {
    const name = month.toLowerCase();
    if (name.startsWith(word)) return true;
    const long = name.length >= 6;
    if (long ? word[0] !== name[0] : !word.startsWith(name.slice(0, 3))) return false;
    return editDistance(word, name) <= (name.length >= 7 ? 2 : 1);
  });
}

/** The months of a range, first to last inclusive, wrapping past December. */
function monthsBetween(first: Month, last: Month): Month[] {
  const from = MONTHS.indexOf(first);
  const count = ((MONTHS.indexOf(last) - from + 12) % 12) + 1;
  return Array.from({ length: count }, (_, step) => MONTHS[(from + step) % 12]!);
}

/**
 * The months a text names, in its order, each once: month names and their misspellings, seasons as
 * their start month, spreadsheet dates, and ranges spelled out ("Sep to Nov"). A hyphen or a slash
 * between two months lists them ("Sep-Jan" is two intakes), as catalogues write lists.
 */
export function monthsNamedIn(raw: string): Month[] {
  const text = cleanText(raw).toLowerCase();
  const months: Month[] = [];
  const add = (month: Month | undefined) => {
    if (month && !months.includes(month)) months.push(month);
  };
  for (const match of text.matchAll(ISO_DATE)) add(MONTHS[Number(match[1]) - 1]);
  const words = text.replace(ISO_DATE, ' ').match(/[a-z]+/g) ?? [];
  const monthAt = (index: number) => monthOfWord(words[index] ?? '');
  for (let index = 0; index < words.length; index++) {
    const season = SEASON_MONTHS.get(words[index]!);
    const month = season ?? monthAt(index);
    if (!month) continue;
    // Only months make a range: "Fall to Spring" names two intakes, not the months between.
    const last =
      !season && RANGE_WORDS.has(words[index + 1] ?? '') ? monthAt(index + 2) : undefined;
    if (last) {
      monthsBetween(month, last).forEach(add);
      index += 2;
    } else add(month);
  }
  return months;
}

/** True when nothing but the pattern's matches, filler words and punctuation is left. */
function onlyMatches(text: string, ...patterns: RegExp[]): boolean {
  let rest = text;
  for (const pattern of patterns) rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
  return !/[\p{L}\p{N}]/u.test(rest.replace(MODE_FILLER, ' '));
}

/** Reads one intake cell (after ditto marks are resolved); see IntakeCell. */
export function readIntakeCell(raw: string | null | undefined): IntakeCell {
  if (isBlank(raw)) return { holds: 'nothing' };
  const text = cleanText(raw).toLowerCase();
  if (ALL_MONTHS.test(text)) return { holds: 'months', months: [...MONTHS] };
  const months = monthsNamedIn(text);
  if (months.length > 0) return { holds: 'months', months };
  if (DELIVERY_MODE.test(text) && onlyMatches(text, DELIVERY_MODE)) {
    return { holds: 'delivery mode' };
  }
  if (LENGTH.test(text) && onlyMatches(text, LENGTH, DELIVERY_MODE)) return { holds: 'length' };
  return { holds: 'no month' };
}

/** The months an intake cell names; none for anything that is not intake text naming one. */
export function mapIntakes(raw: string | null | undefined): Month[] {
  const cell = readIntakeCell(raw);
  return cell.holds === 'months' ? cell.months : [];
}
