import {
  formatAed,
  formatAedAmount,
  formatAedAmountFils,
  formatClockTime,
  formatSessionDay,
  formatSessionTime,
} from '@uniguide/domain';
import { useMemo } from 'react';
import { formatCount } from '../format-total';
import { useLanguage } from './language-provider';

/**
 * The money, count and session-time formats of the language shown (docs/decisions/067-translation-layer.md):
 * the domain's formatters, one home, bound to the page's language. All of them are `Intl`; the dates
 * written with date-fns are `useDateFormatters()`, so a page showing a price does not fetch date
 * formats (docs/decisions/075-english-inline.md).
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
      /** An onboarding session's day and time, its day, its clock time, in `timeZone`. */
      sessionTime: (value: string | Date, timeZone: string) =>
        formatSessionTime(value, timeZone, language),
      sessionDay: (value: string | Date, timeZone: string) =>
        formatSessionDay(value, timeZone, language),
      clockTime: (value: string | Date, timeZone: string) =>
        formatClockTime(value, timeZone, language),
    }),
    [language],
  );
}
