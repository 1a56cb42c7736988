import { usePageLanguage } from './page-language';

/**
 * The writing direction of the page's language, for Radix parts that otherwise assume "ltr" and
 * write it on their element: Arabic tabs and menus are mirrored like the page
 * (docs/decisions/067-translation-layer.md).
 */
export function usePageDirection(): 'ltr' | 'rtl' {
  return usePageLanguage() === 'ar' ? 'rtl' : 'ltr';
}
