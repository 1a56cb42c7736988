import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '@uniguide/domain';

/**
 * The language the page shows, for the domain's number and date formatters
 * (docs/decisions/067-translation-layer.md); the apps' `useFormatters()` and `useDateFormatters()`
 * read it the same way.
 */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}
