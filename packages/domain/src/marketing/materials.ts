import { z } from 'zod';
import { ZExpiresOn } from '../document/expiry';
import { ZId } from '../ids';
import { ZListWindow, optionalFilter } from '../pagination';

/** What a marketing material is (docs/product.md §3.5, the marketing kit). */
export const MARKETING_MATERIAL_TYPES = [
  'brochure',
  'fact-sheet',
  'fee-sheet',
  'logo',
  'social-image',
  'video-link',
] as const;
export type MarketingMaterialType = (typeof MARKETING_MATERIAL_TYPES)[number];

export const MARKETING_MATERIAL_TYPE_LABELS: Record<MarketingMaterialType, string> = {
  brochure: 'Brochure',
  'fact-sheet': 'Fact sheet',
  'fee-sheet': 'Fee sheet',
  logo: 'Logo',
  'social-image': 'Social image',
  'video-link': 'Video link',
};

/** The languages a material may be in (ISO 639-1), with their names. */
export const MARKETING_LANGUAGES = {
  en: 'English',
  ar: 'Arabic',
  fr: 'French',
  ru: 'Russian',
  zh: 'Chinese',
  hi: 'Hindi',
  ur: 'Urdu',
  fa: 'Persian',
} as const;
export type MarketingLanguage = keyof typeof MARKETING_LANGUAGES;
const LANGUAGE_CODES = Object.keys(MARKETING_LANGUAGES) as [
  MarketingLanguage,
  ...MarketingLanguage[],
];

export const MAX_REGION_TAGS = 10;
export const MATERIAL_NOT_FOUND_MESSAGE = 'Marketing material not found';
export const VIDEO_NEEDS_LINK_MESSAGE = 'A video is a link: give its address and no file';
export const FILE_NEEDS_UPLOAD_MESSAGE = 'Attach the file (PDF, PNG, JPG or GIF up to 10MB)';
export const PROGRAM_OF_OTHER_UNIVERSITY_MESSAGE = 'This program is not at that university';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Region tags as a list, or as the comma-separated text a multipart form sends. */
const ZRegionTags = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.string().trim().min(1).max(60, 'A region tag is at most 60 characters'))
    .max(MAX_REGION_TAGS, `At most ${MAX_REGION_TAGS} region tags`)
    .default([]),
);

/**
 * The fields of an upload (multipart, POST /api/admin/marketing-materials). `replacesId` names a
 * current material this one is the next version of; its university, program and type carry over.
 */
export const ZMarketingMaterialFields = z.object({
  universityId: z.preprocess(blank, ZId.optional()),
  programId: z.preprocess(blank, ZId.optional()),
  materialType: z.preprocess(blank, z.enum(MARKETING_MATERIAL_TYPES).optional()),
  title: z
    .string({ message: 'Give the material a title' })
    .trim()
    .min(1, 'Give the material a title')
    .max(200, 'A title is at most 200 characters'),
  language: z.enum(LANGUAGE_CODES, { message: 'Choose the language' }),
  regionTags: ZRegionTags,
  expiresOn: z.preprocess(blank, ZExpiresOn.optional()),
  linkUrl: z.preprocess(
    blank,
    z
      .url({ protocol: /^https$/, message: 'A video link is an https:// address' })
      .max(2000)
      .optional(),
  ),
  replacesId: z.preprocess(blank, ZId.optional()),
});
export type MarketingMaterialFields = z.infer<typeof ZMarketingMaterialFields>;

/** The agents' library: current, unexpired materials, filtered. */
export const ZMarketingListInput = ZListWindow.extend({
  universityId: optionalFilter(ZId),
  programId: optionalFilter(ZId),
  materialType: optionalFilter(z.enum(MARKETING_MATERIAL_TYPES)),
  language: optionalFilter(z.enum(LANGUAGE_CODES)),
  /** A region tag: materials tagged with it, and those with no region tags (for every region). */
  region: optionalFilter(z.string().trim().min(1).max(60, 'A region tag is at most 60 characters')),
});
export type MarketingListInput = z.infer<typeof ZMarketingListInput>;

/** The admins' list: every version, newest first, with download counts. */
export const ZAdminMarketingListInput = ZListWindow.extend({
  universityId: optionalFilter(ZId),
});

export interface MarketingMaterial {
  id: number;
  seriesId: number;
  version: number;
  universityId: number;
  universityName: string;
  programId: number | null;
  programName: string | null;
  materialType: MarketingMaterialType;
  title: string;
  language: MarketingLanguage;
  regionTags: string[];
  expiresOn: string | null;
  linkUrl: string | null;
  originalFilename: string | null;
  mimeType: string | null;
  fileSize: number | null;
  createdAt: string;
  supersededAt: string | null;
}

/** An agent's view of a material: new when it arrived after their last visit. */
export interface AgentMarketingMaterial extends MarketingMaterial {
  isNew: boolean;
}

/** An admin's view: downloads of this version, in all and by how many agencies. */
export interface AdminMarketingMaterial extends MarketingMaterial {
  downloads: number;
  agencies: number;
}

export interface MarketingDownloadsByAgency {
  agencyId: number | null;
  agencyName: string | null;
  downloads: number;
}
