import {
  type DateInput,
  formatAuditTime,
  formatDashboardDate,
  formatLongDate,
  formatRelative,
} from '@uniguide/domain/format-date';
import { useMemo } from 'react';
import { useLanguage } from './language-provider';

/**
 * The date formats of the language shown: the domain's `format-date` (date-fns), bound to the page's
 * language. Apart from `useFormatters()` so that only the code showing a date loads date-fns
 * (docs/decisions/075-english-inline.md).
 */
export function useDateFormatters() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      /** "April 29th, 2025". */
      longDate: (value: DateInput) => formatLongDate(value, language),
      /** "Apr 29, 2025". */
      dashboardDate: (value: DateInput) => formatDashboardDate(value, language),
      /** "Apr 29, 2025 14:03:09". */
      auditTime: (value: DateInput) => formatAuditTime(value, language),
      /** "3 days ago", "in about 2 hours". */
      relative: (value: DateInput) => formatRelative(value, language),
    }),
    [language],
  );
}
