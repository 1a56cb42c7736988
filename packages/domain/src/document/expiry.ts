import { z } from 'zod';
import { MONTHS, monthsNamedIn } from '../catalogue/import/intake';
import type { DocumentType } from './types';

/** Documents that carry an expiry date. */
export const EXPIRING_DOCUMENT_TYPES = ['passport', 'english-proficiency'] as const;
export const EXPIRY_WARNING_DAYS = 90;
export const EXPIRY_NOTIFY_DAYS = 30;
export const EXPIRY_TYPE_MESSAGE =
  'Only passports and English-test certificates carry an expiry date';
export const EXPIRY_DATE_MESSAGE = 'Please enter a valid expiry date';

export function canExpire(type: DocumentType): boolean {
  return (EXPIRING_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** "YYYY-MM-DD", a real calendar day. */
export const ZExpiresOn = z
  .string({ message: EXPIRY_DATE_MESSAGE })
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, EXPIRY_DATE_MESSAGE);

/**
 * The first day of the intake ("September", "Fall 2027", "Jan 2027") on or after the month of
 * `from`, as "YYYY-MM-DD"; null when the text names no month or season. The month is read as the
 * catalogue importer reads intakes (the first one the text names; a season is its start month).
 */
export function intakeStartDate(intake: string, from: Date): string | null {
  const [first] = monthsNamedIn(intake);
  if (!first) return null;
  const month = MONTHS.indexOf(first);
  const year = /\b(20\d{2})\b/.exec(intake)?.[1];
  let startYear = year ? Number(year) : from.getUTCFullYear();
  if (!year && month < from.getUTCMonth()) startYear += 1;
  return new Date(Date.UTC(startYear, month, 1)).toISOString().slice(0, 10);
}

export type ExpiryWarningKind = 'expired' | 'before-intake' | 'soon';

export interface ExpiryWarning {
  kind: ExpiryWarningKind;
  message: string;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Why a document needs attention: already expired, expiring before the intake starts, or within
 * the 90-day window. Dates are "YYYY-MM-DD"; `intakeStart` is optional (the student page has many).
 */
export function documentExpiryWarning(input: {
  expiresOn: string | null;
  today: string;
  intakeStart?: string | null;
}): ExpiryWarning | null {
  const { expiresOn, today, intakeStart } = input;
  if (!expiresOn) return null;
  if (expiresOn < today) return { kind: 'expired', message: `Expired on ${expiresOn}` };
  if (intakeStart && expiresOn < intakeStart) {
    return {
      kind: 'before-intake',
      message: `Expires on ${expiresOn}, before the intake starts on ${intakeStart}`,
    };
  }
  const days = daysBetween(today, expiresOn);
  if (days <= EXPIRY_WARNING_DAYS) {
    return {
      kind: 'soon',
      message:
        days === 0
          ? 'Expires today'
          : `Expires in ${days} day${days === 1 ? '' : 's'} (${expiresOn})`,
    };
  }
  return null;
}
