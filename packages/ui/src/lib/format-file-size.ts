import { INTL_LOCALE, type Language } from '@uniguide/domain';
import { useCallback } from 'react';
import { usePageLanguage } from '../i18n/page-language';

const UNITS = ['KB', 'MB', 'GB'] as const;
const INTL_UNITS = { B: 'byte', KB: 'kilobyte', MB: 'megabyte', GB: 'gigabyte' } as const;

/**
 * "512 B", "48.2 KB", "3.4 MB": one decimal below 10 of a unit, none above. Another language names
 * the unit as `Intl` does there ("3.4 ميغابايت").
 */
export function formatFileSize(bytes: number, language: Language = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit: keyof typeof INTL_UNITS = 'B';
  if (bytes >= 1024) {
    value = bytes / 1024;
    unit = 'KB';
    for (const next of UNITS.slice(1)) {
      if (value < 1024) break;
      value /= 1024;
      unit = next;
    }
  }
  const digits = unit !== 'B' && value < 10 ? 1 : 0;
  if (language === 'en') return `${value.toFixed(digits)} ${unit}`;
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'unit',
    unit: INTL_UNITS[unit],
    unitDisplay: 'long',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(value.toFixed(digits)));
}

/** `formatFileSize` in the page's language. */
export function useFileSize(): (bytes: number) => string {
  const language = usePageLanguage();
  return useCallback((bytes: number) => formatFileSize(bytes, language), [language]);
}
