import {
  formatAed,
  formatAedAmount,
  formatAedAmountFils,
  formatClockTime,
  formatSessionDay,
  formatSessionTime,
} from '@uniguide/domain';
import type { DateInput } from '@uniguide/domain/format-date';
import { useMemo } from 'react';
import { formatCount } from '../format-total';
import { useLanguage } from './language-provider';
import { auditTime, dashboardDate, longDate, relative } from './page-dates';

/**
 * The money, count and date formats of the language shown (docs/decisions/067-translation-layer.md):
 * the domain's formatters, one home, bound to the page's language. The dates are the domain's
 * `format-date` written without date-fns (`page-dates.ts`, which its tests hold to the domain's output),
 * so a page showing a price does not fetch date formats (docs/decisions/075-english-inline.md).
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
      longDate: (value: DateInput) => longDate(value, language),
      dashboardDate: (value: DateInput) => dashboardDate(value, language),
      auditTime: (value: DateInput) => auditTime(value, language),
      relative: (value: DateInput) => relative(value, language),
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
