import { z } from 'zod';
import { ZDocumentType } from '../document/schemas';
import type { DocumentType } from '../document/types';
import { isCountryCode, type CountryCode } from './countries';

/** The checklist every nationality without its own follows (stored under this key). */
export const DEFAULT_CHECKLIST_KEY = 'default';
export type ChecklistKey = CountryCode | typeof DEFAULT_CHECKLIST_KEY;

export const MAX_VISA_CHECKLIST_ITEMS = 40;
export const UNKNOWN_COUNTRY_MESSAGE =
  'Unknown country: use an ISO 3166-1 alpha-2 code such as AE, or "default"';

/**
 * One thing a student of a nationality prepares for the visa file or the attestation chain. The
 * Arabic name and note are the admins' too (empty: none, so Arabic pages show the English).
 */
export interface VisaChecklistItem {
  name: string;
  note: string;
  nameAr: string;
  noteAr: string;
  needsAttestation: boolean;
  under18Only: boolean;
  documentType: DocumentType | null;
}

export interface VisaChecklist {
  /** The nationality asked for ("default" for the default list itself). */
  country: ChecklistKey;
  /** Whose list answers: the nationality's own, or the default. */
  source: 'country' | 'default';
  items: VisaChecklistItem[];
  updatedAt: string | null;
}

export interface VisaChecklistSummary {
  country: ChecklistKey;
  itemCount: number;
  updatedAt: string;
}

/** A path's country: an alpha-2 code in any case, or "default". Anything else is a 400. */
export const ZChecklistKey = z
  .string({ message: UNKNOWN_COUNTRY_MESSAGE })
  .trim()
  .transform((value) =>
    value.toLowerCase() === DEFAULT_CHECKLIST_KEY ? DEFAULT_CHECKLIST_KEY : value.toUpperCase(),
  )
  .refine(
    (value) => value === DEFAULT_CHECKLIST_KEY || isCountryCode(value),
    UNKNOWN_COUNTRY_MESSAGE,
  );

export const UNKNOWN_COUNTRY_CODE_MESSAGE =
  'Unknown country: use an ISO 3166-1 alpha-2 code such as AE';

/** A country: an alpha-2 code in any case. Anything else is a 400. */
export const ZCountryCode = z
  .string({ message: UNKNOWN_COUNTRY_CODE_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, UNKNOWN_COUNTRY_CODE_MESSAGE);

/** An admin's mapping of a nationality text that named no country (docs/product.md §5.9). */
export const ZMapNationalityInput = z.object({
  value: z
    .string({ message: 'Give the nationality as written' })
    .min(1, 'Give the nationality as written')
    .max(100, 'A nationality is at most 100 characters'),
  country: ZCountryCode,
});
export type MapNationalityInput = z.infer<typeof ZMapNationalityInput>;

/** A nationality text no country was stored for, and the records carrying it. */
export interface UnmappedNationality {
  value: string;
  /** The first students with this text (at most 20), the most recent first. */
  students: Array<{ id: number; name: string; agentEmail: string }>;
  studentCount: number;
  applicationCount: number;
}

export const NATIONALITY_ALREADY_MAPPED =
  'No student or application has this nationality unmapped any more: reload the list';

const ZVisaChecklistItem = z.object({
  name: z
    .string({ message: 'Give the item a name' })
    .trim()
    .min(1, 'Give the item a name')
    .max(200, 'The name must be at most 200 characters'),
  note: z.string().trim().max(1000, 'The note must be at most 1000 characters').default(''),
  nameAr: z.string().trim().max(200, 'The Arabic name must be at most 200 characters').default(''),
  noteAr: z
    .string()
    .trim()
    .max(1000, 'The Arabic note must be at most 1000 characters')
    .default(''),
  needsAttestation: z.boolean().default(false),
  under18Only: z.boolean().default(false),
  documentType: ZDocumentType.nullable().default(null),
});

export const ZVisaChecklistInput = z.object({ country: ZChecklistKey });

/** `items: null` removes a nationality's own list (it follows the default again). */
export const ZSetVisaChecklistInput = z.object({
  country: ZChecklistKey,
  items: z
    .array(ZVisaChecklistItem)
    .max(MAX_VISA_CHECKLIST_ITEMS, `At most ${MAX_VISA_CHECKLIST_ITEMS} items`)
    .nullable(),
  expectedUpdatedAt: z
    .string()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      'expectedUpdatedAt must be an ISO 8601 date',
    )
    .nullable()
    .optional(),
});
export type SetVisaChecklistInput = z.infer<typeof ZSetVisaChecklistInput>;

export const DEFAULT_LIST_CANNOT_BE_REMOVED =
  'The default checklist cannot be removed, only edited';
export const STALE_CHECKLIST_MESSAGE =
  'Someone saved this checklist after you opened it: reload to see their changes';

/**
 * An item as stored, with the Arabic fields an item saved before them lacks (migration 0032) given
 * as empty.
 */
export function withArabicFields(
  item: Omit<VisaChecklistItem, 'nameAr' | 'noteAr'> & Partial<VisaChecklistItem>,
): VisaChecklistItem {
  return { ...item, nameAr: item.nameAr ?? '', noteAr: item.noteAr ?? '' };
}

/**
 * An item's name and note in a page's language: on an Arabic page the Arabic each has, else its
 * English (with the language it is written in, for `lang`).
 */
export function checklistItemText(
  item: Pick<VisaChecklistItem, 'name' | 'note' | 'nameAr' | 'noteAr'>,
  language: string,
): { name: string; nameLang: 'en' | 'ar'; note: string; noteLang: 'en' | 'ar' } {
  const arabic = language === 'ar';
  return {
    name: arabic && item.nameAr ? item.nameAr : item.name,
    nameLang: arabic && item.nameAr ? 'ar' : 'en',
    note: arabic && item.noteAr ? item.noteAr : item.note,
    noteLang: arabic && item.noteAr ? 'ar' : 'en',
  };
}

/** The items a student of this age follows: under-18 items drop out for adults. */
export function itemsForStudent(
  items: readonly VisaChecklistItem[],
  age: number | null,
): VisaChecklistItem[] {
  return items.filter((item) => !item.under18Only || age === null || age < 18);
}

/** One item of the nationality's checklist on an application, with the state of its documents. */
export interface ApplicationVisaItem extends VisaChecklistItem {
  /** missing / uploaded / verified for items uploaded as a document type; null when kept by hand. */
  state: 'missing' | 'uploaded' | 'verified' | null;
}

export interface ApplicationVisaChecklist {
  applicationId: number;
  /** The country the student's nationality names, or null when it names none (then the default). */
  country: CountryCode | null;
  source: 'country' | 'default';
  items: ApplicationVisaItem[];
}

/** Age in whole years on `today` ("YYYY-MM-DD" both), or null for an unreadable birth date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})/.exec(today);
  if (!birth || !now) return null;
  const years = Number(now[1]) - Number(birth[1]);
  const beforeBirthday = `${now[2]}-${now[3]}` < `${birth[2]}-${birth[3]}`;
  return beforeBirthday ? years - 1 : years;
}
