import { formatClockTime, formatSessionDay, formatSessionTime } from '@uniguide/domain';
import { useMemo } from 'react';
import { useLanguage } from './language-provider';

/**
 * An onboarding session's day and time, its day, its clock time, in `timeZone` and the language shown.
 * Apart from `useFormatters()` (its own module too), so that a page showing a price does not carry
 * them (docs/decisions/086-first-page-javascript.md).
 */
export function useSessionTimeFormatters() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
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
