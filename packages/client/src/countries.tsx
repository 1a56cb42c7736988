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

/** The kit's combobox over the countries: English names, with the Arabic beside and searchable. */
export function CountryPicker({ placeholder = 'Choose a country', ...props }: CountryPickerProps) {
  const countries = useCountries();
  const options = useMemo<ComboboxOption[] | undefined>(
    () =>
      countries.data?.map((country) => ({
        value: country.code,
        label: country.nameEn,
        hint: country.nameAr,
      })),
    [countries.data],
  );
  return (
    <Combobox
      {...props}
      options={options}
      placeholder={placeholder}
      searchLabel="Search in English or Arabic"
      hintLang="ar"
      emptyText="No country matches"
      loadingText={countries.isError ? 'The countries could not be loaded' : 'Loading countries…'}
    />
  );
}
