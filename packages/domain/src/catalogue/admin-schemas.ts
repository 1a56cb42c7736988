import { z } from 'zod';
import { ZId } from '../ids';
import { ZListWindow, ZSearchText } from '../pagination';
import { DEGREE_LEVELS, DURATIONS, STUDY_FIELDS, TUITION_MAX } from './vocabulary';

/**
 * The largest catalogue file an import takes, from the admin screen, the API or the CLI alike; a
 * real catalogue is a few hundred kilobytes (docs/product.md §8).
 */
export const ADMIN_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The JSON body of an import call (`admin.catalogue.import`, POST /api/admin/programs/import): the
 * largest file as base64 (four characters for three bytes), a data-URL prefix and the other fields.
 * Every other JSON body stays within the server's 1 MB.
 */
export const CATALOGUE_IMPORT_BODY_LIMIT = Math.ceil(ADMIN_IMPORT_MAX_BYTES / 3) * 4 + 64 * 1024;
export const ADMIN_IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const PROGRAM_HAS_APPLICATIONS_MESSAGE = 'This program has applications; hide it instead.';
export const UNIVERSITY_HAS_PROGRAMS_MESSAGE =
  'This university has programs; move or delete them first.';
export const UNIVERSITY_NAME_TAKEN_MESSAGE = 'A university with this name already exists';

/** Optional text: blank means "not given" and is stored as null. */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .default(null),
  );

/** A link out: http:// or https://. */
const WEB_LINK = /^https?:\/\/\S+$/i;
/**
 * An image: a web link, or a path on this site ("/images/…", as the demo catalogue's are). Never
 * "//host" nor a backslash, which browsers read as "/" ("/\evil.example" loads from another host).
 */
const IMAGE_LINK = /^(?:https?:\/\/\S+|\/(?![/\\])[^\s\\]+)$/i;

const optionalUrl = (label: string, pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ message: `${label} must be a link` })
      .trim()
      .max(500, `${label} must be at most 500 characters`)
      .regex(pattern, `${label} ${message}`)
      .nullable()
      .default(null),
  );
const optionalWebLink = (label: string) =>
  optionalUrl(label, WEB_LINK, 'must start with http:// or https://');
const optionalImageLink = (label: string) =>
  optionalUrl(label, IMAGE_LINK, 'must start with http://, https:// or /');

/** A vocabulary value, or null when the program does not fit one (blank counts as null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.enum(values, { message }).nullable(),
    )
    .default(null);

export const ZUniversityInput = z.object({
  name: z
    .string({ message: 'University name is required' })
    .trim()
    .min(1, 'University name is required')
    .max(200, 'University name must be at most 200 characters'),
  location: optionalText(200, 'Location'),
  emirate: optionalText(100, 'Emirate'),
  website: optionalWebLink('Website'),
  logoUrl: optionalImageLink('Logo URL'),
  imageUrl: optionalImageLink('Image URL'),
  description: optionalText(5000, 'Description'),
});
export type UniversityInput = z.infer<typeof ZUniversityInput>;

export const ZUpdateUniversityInput = ZUniversityInput.extend({ id: ZId });
export type UpdateUniversityInput = z.infer<typeof ZUpdateUniversityInput>;

/** Lines of a list (intakes, requirements): trimmed, blanks dropped; a string is split on new lines. */
const lines = (maxItems: number, maxLength: number, label: string) =>
  z
    .preprocess(
      (value) => {
        const list = typeof value === 'string' ? value.split(/\r?\n/) : value;
        return Array.isArray(list)
          ? list
              .map((item) => (typeof item === 'string' ? item.trim() : item))
              .filter((item) => item !== '')
          : (list ?? []);
      },
      z
        .array(
          z.string().max(maxLength, `Each ${label} line must be at most ${maxLength} characters`),
          {
            message: `${label} must be a list of lines`,
          },
        )
        .max(maxItems, `At most ${maxItems} ${label} lines`),
    )
    .default([]);

export const ZProgramInput = z.object({
  universityId: ZId,
  name: z
    .string({ message: 'Program name is required' })
    .trim()
    .min(1, 'Program name is required')
    .max(300, 'Program name must be at most 300 characters'),
  degree: optionalChoice(DEGREE_LEVELS, 'Unknown degree level'),
  studyField: optionalChoice(STUDY_FIELDS, 'Unknown field of study'),
  duration: optionalChoice(DURATIONS, 'Unknown duration'),
  /** The fee as displayed ("AED 65,000 per year"). */
  tuition: optionalText(200, 'Tuition'),
  /** The annual fee the filters use; derived from the tuition text when left empty. */
  tuitionAed: z
    .preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.coerce
        .number({ message: 'Annual fee must be a number' })
        .int('Annual fee must be a whole number of AED')
        .min(0, 'Annual fee cannot be negative')
        .max(TUITION_MAX * 10, `Annual fee must be at most ${TUITION_MAX * 10} AED`)
        .nullable(),
    )
    .default(null),
  intake: lines(20, 100, 'intake'),
  requirements: lines(50, 500, 'requirement'),
  description: optionalText(10_000, 'Description'),
  language: optionalText(100, 'Language'),
  hasScholarship: z.boolean({ message: 'hasScholarship must be true or false' }).default(false),
  scholarshipDetails: optionalText(2000, 'Scholarship details'),
  hidden: z.boolean({ message: 'hidden must be true or false' }).default(false),
});
export type ProgramInput = z.infer<typeof ZProgramInput>;
export type ProgramFormValues = z.input<typeof ZProgramInput>;

export const ZUpdateProgramInput = ZProgramInput.extend({ id: ZId });
export type UpdateProgramInput = z.infer<typeof ZUpdateProgramInput>;

export const ZSetProgramHiddenInput = z.object({
  id: ZId,
  hidden: z.boolean({ message: 'hidden must be true or false' }),
});

const queryBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ message: 'must be true or false' }),
);

/** Filters of the admin's program table (paging comes from the list window). */
export const ZAdminProgramFilters = z.object({
  search: z.preprocess((value) => (value === null ? undefined : value), ZSearchText.optional()),
  universityId: z.preprocess(
    (value) => (value === '' || value === 'all' || value === null ? undefined : value),
    ZId.optional(),
  ),
  includeHidden: queryBoolean.default(true),
});

export const ZCatalogueImportInput = z.object({
  fileName: z
    .string({ message: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(255, 'fileName must be at most 255 characters'),
  contentBase64: z.string({ message: 'contentBase64 is required' }).min(1, 'The file is empty'),
  dryRun: queryBoolean.default(true),
  /** Chosen by the client so it can poll the import's progress while it runs. */
  importId: z.uuid({ message: 'importId must be a UUID' }).optional(),
});
export type CatalogueImportInput = z.infer<typeof ZCatalogueImportInput>;

export const ZCatalogueImportProgressInput = z.object({
  importId: z.uuid({ message: 'importId must be a UUID' }),
});

/** The admin catalogue's program list: its filters plus paging. */
export const ZAdminProgramListInput = ZListWindow.extend(ZAdminProgramFilters.shape);

export const ZContactMessageFilters = z.object({
  handled: z.preprocess(
    (value) => (value === '' || value === 'all' || value === null ? undefined : value),
    queryBoolean.optional(),
  ),
});

/** The contact inbox: its filters plus paging. */
export const ZContactMessageListInput = ZListWindow.extend(ZContactMessageFilters.shape);

export const ZSetContactHandledInput = z.object({
  id: ZId,
  handled: z.boolean({ message: 'handled must be true or false' }),
});
