/**
 * Text clean-up shared by the catalogue mappers. Spreadsheets bring non-breaking spaces, zero-width
 * marks and line breaks inside cells; every comparison works on the cleaned, lower-cased form.
 */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g;

/** Trims, turns every run of whitespace (line breaks, NBSP) into one space, drops invisible marks. */
export function cleanText(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** The comparison key of a name: cleaned, lower-cased, punctuation-insensitive spacing. */
export function normaliseKey(value: string | null | undefined): string {
  return cleanText(value)
    .toLowerCase()
    .replace(/\s*([&/,()-])\s*/g, '$1');
}

/** Cells that hold nothing although they are not empty: a dash, "n/a", "tbc". */
export function isBlank(value: string | null | undefined): boolean {
  const text = cleanText(value).toLowerCase();
  return text === '' || /^(-+|–|—|n\/?a|nil|none|tbc|tba|not available|\.)$/.test(text);
}

/** A spreadsheet ditto mark: the cell repeats the value of the row above. */
export function isDittoMark(value: string | null | undefined): boolean {
  return /^(["“”〃]|''|,,)$/.test(cleanText(value));
}
