import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@uniguide/client';
import { formatIntakesIn, formatTuition, isLanguage, type StudyField } from '@uniguide/domain';

import { DEGREE_LEVEL_MESSAGES, knownText } from '@uniguide/ui';

import { useDurationText } from './duration-text';

/** The catalogue's fields of study (docs/product.md §5.3) as messages. */
const STUDY_FIELD_MESSAGES: Record<StudyField, MessageDescriptor> = {
  'Business & Management': msg`Business & Management`,
  Engineering: msg`Engineering`,
  'Computer Science & IT': msg`Computer Science & IT`,
  'Medicine & Health': msg`Medicine & Health`,
  'Arts & Humanities': msg`Arts & Humanities`,
};

/** The scholarship filter's choices (SCHOLARSHIP_OPTIONS in domain) as messages. */
export const SCHOLARSHIP_MESSAGES: Record<'all' | 'available', MessageDescriptor> = {
  all: msg`All options`,
  available: msg`Available`,
};

/**
 * A program's catalogue values in the page's language (docs/decisions/067-translation-layer.md):
 * a known degree level or field of study is its message, a count of years a plural, a tuition the
 * page's money format with "/yr" as a message, intake months as `Intl` names them. A value the vocabulary does not know (an imported
 * catalogue's own wording) shows as written; English is the catalogue's text unchanged.
 */
export function useCatalogueTexts() {
  const { i18n, t } = useLingui();
  const format = useFormatters();
  const duration = useDurationText();
  const english = i18n.locale === 'en';
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return {
    degree: (value: string) => knownText(i18n, DEGREE_LEVEL_MESSAGES, value),
    studyField: (value: string) => knownText(i18n, STUDY_FIELD_MESSAGES, value),
    duration,
    /** The intakes: month names in the page's language, other intake text as imported. */
    intakes: (intake: string[] | null | undefined) => formatIntakesIn(intake, language),
    /** "AED 57,150/yr", or "Contact for info" when the catalogue has no amount. */
    tuition: (tuitionAed: number | null | undefined): string => {
      if (english) return formatTuition(tuitionAed);
      if (tuitionAed === null || tuitionAed === undefined) return t`Contact for info`;
      const amount = format.aed(tuitionAed);
      return t`${amount}/yr`;
    },
  };
}
