import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { Language, QuoteLine } from '@uniguide/domain';

/**
 * A stored quote keeps its lines' words as they were written when it was made, in English: the
 * labels and sources the quote itself writes (tuition, VAT, the fees it expects) are found here
 * and written in the reader's language; a fee the admin team named, and its source, are data and
 * stay as entered (docs/decisions/072-email-language.md).
 */
const LABELS: Record<string, MessageDescriptor> = {
  'Tuition (first year)': msg`Tuition (first year)`,
  'VAT on tuition (5%)': msg`VAT on tuition (5%)`,
  'VAT on tuition': msg`VAT on tuition`,
  'Student visa': msg`Student visa`,
  'Medical insurance': msg`Medical insurance`,
  Deposit: msg`Deposit`,
};

const SOURCES: Record<string, MessageDescriptor> = {
  'The catalogue gives no tuition figure': msg`The catalogue gives no tuition figure`,
  'Whether VAT applies is not on record': msg`Whether VAT applies is not on record`,
  'The university has not given this fee': msg`The university has not given this fee`,
  "The university's VAT flag, kept by the admin team": msg`The university's VAT flag, kept by the admin team`,
};

const CATALOGUE_SOURCE = 'Catalogue: ';

/** A line's label and source as the PDF writes them in `language`. */
export function lineText(
  line: Pick<QuoteLine, 'label' | 'source'>,
  language: Language,
  i18n: I18n,
): { label: string; source: string } {
  if (language === 'en') return { label: line.label, source: line.source };
  const label = Object.hasOwn(LABELS, line.label) ? i18n._(LABELS[line.label]!) : line.label;
  let source = line.source;
  if (Object.hasOwn(SOURCES, line.source)) source = i18n._(SOURCES[line.source]!);
  else if (line.source.startsWith(CATALOGUE_SOURCE)) {
    const figure = line.source.slice(CATALOGUE_SOURCE.length);
    source = i18n._(msg`Catalogue: ${{ figure }}`);
  }
  return { label, source };
}
