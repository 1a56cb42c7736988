import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DegreeLevel, Gender, Qualification } from '@uniguide/domain';

/*
 * The vocabularies an application's pages show in both apps, in the page's language
 * (docs/decisions/067-translation-layer.md). The stored value stays the English one, and the English
 * of each message is the domain's (applicant-words.test.ts holds them together).
 */

/** The domain's GENDER_LABELS as messages. */
export const GENDER_MESSAGES: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
  'prefer-not-to-say': msg`Prefer not to say`,
};

/** The highest-qualification choices (docs/product.md §5.3). */
export const QUALIFICATION_MESSAGES: Record<Qualification, MessageDescriptor> = {
  'High School': msg`High School`,
  Diploma: msg`Diploma`,
  "Bachelor's Degree": msg`Bachelor's Degree`,
  "Master's Degree": msg`Master's Degree`,
  PhD: msg`PhD`,
  Other: msg`Other`,
};

/** The catalogue's degree levels (docs/product.md §5.3). */
export const DEGREE_LEVEL_MESSAGES: Record<DegreeLevel, MessageDescriptor> = {
  "Bachelor's Degree": msg`Bachelor's Degree`,
  "Master's Degree": msg`Master's Degree`,
  PhD: msg`PhD`,
  Diploma: msg`Diploma`,
};

/** A stored value in the page's language when the vocabulary knows it, else as stored. */
export function knownText<K extends string>(
  i18n: Pick<I18n, '_'>,
  messages: Record<K, MessageDescriptor>,
  value: string,
): string {
  return Object.hasOwn(messages, value) ? i18n._(messages[value as K]) : value;
}
