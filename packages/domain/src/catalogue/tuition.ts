import { INTL_LOCALE, type Language } from '../i18n/languages';
import { formatAed } from '../money/money';
import { MONTHS, type Month } from './months';
import { DEFAULT_INTAKE } from './vocabulary';

/**
 * Reads the first AED amount out of a free-text fee ("AED 38,000 and upwards", "29,300 AED for 1 year").
 * Returns a whole number of dirhams, or null when the text has no plausible amount.
 */
export function parseTuitionAed(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.\d+)?\s*(k)?\b/i.exec(text);
  if (!match?.[1]) return null;
  let amount = Number(match[1].replace(/[,\s]/g, ''));
  if (match[2]) amount *= 1000;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount);
}

/** Card and detail display: the money format plus "/yr" ("AED 57,150/yr"), or "Contact for info" (docs/product.md §3). */
export function formatTuition(tuitionAed: number | null | undefined): string {
  if (tuitionAed === null || tuitionAed === undefined) return 'Contact for info';
  return `${formatAed(tuitionAed)}/yr`;
}

/** docs/product.md §4: intake is a list, though a single string can also occur. */
export function normaliseIntakes(intake: string[] | string | null | undefined): string[] {
  if (!intake) return [];
  const list = Array.isArray(intake) ? intake : [intake];
  return list.map((value) => value.trim()).filter((value) => value.length > 0);
}

/** Every intake, joined by commas ("January, May, September"), or the default when none is listed. */
export function formatIntakes(intake: string[] | string | null | undefined): string {
  const list = normaliseIntakes(intake);
  return list.length > 0 ? list.join(', ') : DEFAULT_INTAKE;
}

/**
 * Every intake in `language`: English as `formatIntakes` writes it. In another language, where each
 * intake is a month as the importer keeps it (docs/decisions/070-intake-cells.md), the months as
 * `Intl` names them there ("سبتمبر، يناير"); a list holding anything else stays as imported.
 */
export function formatIntakesIn(
  intake: string[] | string | null | undefined,
  language: Language,
): string {
  if (language === 'en') return formatIntakes(intake);
  const list = normaliseIntakes(intake);
  const months = (list.length > 0 ? list : [DEFAULT_INTAKE]).map((value) =>
    MONTHS.indexOf(value as Month),
  );
  if (months.some((month) => month < 0)) return formatIntakes(intake);
  const name = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'long', timeZone: 'UTC' });
  return months.map((month) => name.format(Date.UTC(2000, month, 1))).join('، ');
}

export function intakeLabel(intake: string[] | string | null | undefined): string {
  const list = normaliseIntakes(intake);
  return list[0] ?? DEFAULT_INTAKE;
}
