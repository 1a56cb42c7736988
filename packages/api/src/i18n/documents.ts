import type { Messages } from '@lingui/core';
import type { Language } from '@uniguide/domain';
import { catalogInstances } from '@uniguide/emails';
import { messages as arabic } from '../locales/ar/messages';
import { messages as english } from '../locales/en/messages';

/**
 * The texts of the documents the server draws (the quote PDF), in the reader's language
 * (docs/decisions/072-email-language.md): Lingui's runtime `msg` in the source, extracted by
 * `pnpm i18n:extract` into this package's PO catalog and compiled to `messages.ts`
 * (`pnpm --filter @uniguide/api i18n:compile`). Numbers in messages format with `INTL_LOCALE`.
 */
const CATALOGS: Record<Language, Messages> = { en: english, ar: arabic };

/** One Lingui instance per language, shared by every document (never switched after setup). */
export const documentI18n = catalogInstances(CATALOGS);
