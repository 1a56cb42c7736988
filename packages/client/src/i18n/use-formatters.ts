import { formatAed, formatAedAmount, formatAedAmountFils } from '@uniguide/domain';
import { useMemo } from 'react';
import { formatCount } from '../format-total';
import { useLanguage } from './language-provider';

/**
 * The money and count formats of the language shown (docs/decisions/067-translation-layer.md): the
 * domain's formatters, one home, bound to the page's language. All of them are `Intl`; the dates
 * written with date-fns are `useDateFormatters()`, so a page showing a price does not fetch date
 * formats (docs/decisions/075-english-inline.md), and an onboarding session's times are
 * `useSessionTimeFormatters()`, so a program card does not carry them
 * (docs/decisions/086-first-page-javascript.md).
 */
export function useFormatters() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      aed: (aed: number) => formatAed(aed, language),
      aedAmount: (aed: number) => formatAedAmount(aed, language),
      aedFils: (fils: number) => formatAedAmountFils(fils, language),
      count: (count: number) => formatCount(count, language),
    }),
    [language],
  );
}
