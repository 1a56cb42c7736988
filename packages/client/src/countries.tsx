import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Combobox, type ComboboxOption, type ComboboxProps } from '@uniguide/ui';
import { useMemo } from 'react';
import { useTRPC } from './trpc';
import { useLanguage } from './i18n/language-provider';

/**
 * Every ISO 3166-1 country with its English and Arabic names, asked of the server once per visit:
 * the names stay out of the apps' bundles (docs/decisions/044-nationality-as-country.md).
 */
export function useCountries() {
  const trpc = useTRPC();
  return useQuery(
    trpc.visa.countries.queryOptions(undefined, { staleTime: Infinity, gcTime: Infinity }),
  );
}

/** A country's name in the page's language once the list is here; the code until then. */
export function useCountryName(code: string | null | undefined): string | null {
  const countries = useCountries();
  const { language } = useLanguage();
  if (!code) return null;
  const country = countries.data?.find((known) => known.code === code);
  if (!country) return code;
  return language === 'ar' ? country.nameAr : country.nameEn;
}

export type CountryPickerProps = Omit<
  ComboboxProps,
  'options' | 'placeholder' | 'searchLabel' | 'hintLang' | 'loadingText' | 'emptyText'
> & { placeholder?: string };

/**
 * The kit's combobox over the countries: names in the page's language, with the other language's
 * name beside, and both searchable.
 */
export function CountryPicker({ placeholder, ...props }: CountryPickerProps) {
  const countries = useCountries();
  const { t } = useLingui();
  const arabic = useLanguage().language === 'ar';
  const options = useMemo<ComboboxOption[] | undefined>(
    () =>
      countries.data?.map((country) => ({
        value: country.code,
        label: arabic ? country.nameAr : country.nameEn,
        hint: arabic ? country.nameEn : country.nameAr,
      })),
    [countries.data, arabic],
  );
  return (
    <Combobox
      {...props}
      options={options}
      placeholder={placeholder ?? t`Choose a country`}
      searchLabel={t`Search in English or Arabic`}
      hintLang={arabic ? 'en' : 'ar'}
      emptyText={t`No country matches`}
      loadingText={countries.isError ? t`The countries could not be loaded` : t`Loading countries…`}
    />
  );
}
