import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const WHOLE_YEARS = /^(\d{1,2})(\+)? years?$/i;

/**
 * A program's duration as the catalogue writes it ("3 years", "4+ years", "1 year") in the page's
 * language: a count of years is one plural message, so Arabic puts the number and the noun in its
 * own order and form. English, and any other wording, is the catalogue's text as imported
 * (docs/decisions/067-translation-layer.md).
 */
export function useDurationText(): (duration: string) => string {
  const { i18n, t } = useLingui();
  return (duration) => {
    const match = i18n.locale === 'en' ? null : WHOLE_YEARS.exec(duration.trim());
    if (!match) return duration;
    const years = Number(match[1]);
    return match[2]
      ? t({ message: plural(years, { one: '#+ year', other: '#+ years' }) })
      : t({ message: plural(years, { one: '# year', other: '# years' }) });
  };
}
