import { useLingui } from '@lingui/react/macro';
import {
  MARKETING_LANGUAGES,
  MARKETING_MATERIAL_TYPES,
  type MarketingLanguage,
} from '@uniguide/domain';
import { marketingLanguageName, MARKETING_TYPE_MESSAGES } from './marketing-labels';
import { useFormatters } from './use-formatters';

/** The marketing kit's material types as a select's options, named in the page's language. */
export function MarketingTypeOptions() {
  const { t } = useLingui();
  return MARKETING_MATERIAL_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(MARKETING_TYPE_MESSAGES[type])}
    </option>
  ));
}

/** The languages a material can be in as a select's options, named in the page's language. */
export function MarketingLanguageOptions() {
  const format = useFormatters();
  return (Object.keys(MARKETING_LANGUAGES) as MarketingLanguage[]).map((code) => (
    <option key={code} value={code}>
      {marketingLanguageName(code, format.language)}
    </option>
  ));
}
