import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  INTL_LOCALE,
  MARKETING_LANGUAGES,
  type Language,
  type MarketingLanguage,
  type MarketingMaterialType,
} from '@uniguide/domain';

/**
 * The marketing kit's material types as both apps show them: the domain's English labels
 * (`MARKETING_MATERIAL_TYPE_LABELS`), as messages (docs/decisions/067-translation-layer.md).
 */
export const MARKETING_TYPE_MESSAGES: Record<MarketingMaterialType, MessageDescriptor> = {
  brochure: msg`Brochure`,
  'fact-sheet': msg`Fact sheet`,
  'fee-sheet': msg`Fee sheet`,
  logo: msg`Logo`,
  'social-image': msg`Social image`,
  'video-link': msg`Video link`,
};

/**
 * A material's language named in the page's language: the domain's English name, or `Intl`'s name
 * of it in another language ("الفرنسية").
 */
export function marketingLanguageName(code: MarketingLanguage, language: Language): string {
  if (language === 'en') return MARKETING_LANGUAGES[code];
  return new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'language' }).of(code) ?? code;
}
