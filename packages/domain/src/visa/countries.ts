// The library's main entry registers every one of its ~100 languages (a megabyte of names, held by
// every process and thread that imports the domain); this one registers none, and the two used are
// registered below.
import countries from 'i18n-iso-countries/index.js';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);
countries.registerLocale(ar);

/** An ISO 3166-1 alpha-2 code, upper case ("AE"). */
export type CountryCode = string;

export interface Country {
  code: CountryCode;
  nameEn: string;
  nameAr: string;
}

/** Every ISO 3166-1 country with its English and Arabic names, in English alphabetical order. */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames('en'))
  .map(([code, nameEn]) => ({ code, nameEn, nameAr: countries.getName(code, 'ar') ?? nameEn }))
  .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));

export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value) && countries.isValid(value);
}

export function countryName(code: CountryCode, language: 'en' | 'ar' = 'en'): string {
  return countries.getName(code, language) ?? code;
}

/**
 * Nationalities as people write them ("Indian", "Emirati") for the countries whose adjective is not
 * the country's name; country names, codes and Arabic names are matched through the ISO tables.
 */
const DEMONYMS: Record<string, CountryCode> = {
  afghan: 'AF',
  albanian: 'AL',
  algerian: 'DZ',
  american: 'US',
  argentine: 'AR',
  argentinian: 'AR',
  armenian: 'AM',
  australian: 'AU',
  austrian: 'AT',
  azerbaijani: 'AZ',
  bahraini: 'BH',
  bangladeshi: 'BD',
  belarusian: 'BY',
  belgian: 'BE',
  brazilian: 'BR',
  british: 'GB',
  bulgarian: 'BG',
  cameroonian: 'CM',
  canadian: 'CA',
  chinese: 'CN',
  colombian: 'CO',
  comorian: 'KM',
  congolese: 'CD',
  croatian: 'HR',
  cypriot: 'CY',
  czech: 'CZ',
  danish: 'DK',
  dutch: 'NL',
  egyptian: 'EG',
  emirati: 'AE',
  english: 'GB',
  eritrean: 'ER',
  ethiopian: 'ET',
  filipino: 'PH',
  filipina: 'PH',
  finnish: 'FI',
  french: 'FR',
  gambian: 'GM',
  georgian: 'GE',
  german: 'DE',
  ghanaian: 'GH',
  greek: 'GR',
  indian: 'IN',
  indonesian: 'ID',
  iranian: 'IR',
  iraqi: 'IQ',
  irish: 'IE',
  italian: 'IT',
  ivorian: 'CI',
  japanese: 'JP',
  jordanian: 'JO',
  kazakh: 'KZ',
  kazakhstani: 'KZ',
  kenyan: 'KE',
  korean: 'KR',
  'south korean': 'KR',
  kuwaiti: 'KW',
  kyrgyz: 'KG',
  lebanese: 'LB',
  libyan: 'LY',
  malaysian: 'MY',
  maldivian: 'MV',
  malian: 'ML',
  mauritanian: 'MR',
  mauritian: 'MU',
  mexican: 'MX',
  moroccan: 'MA',
  nepalese: 'NP',
  nepali: 'NP',
  nigerian: 'NG',
  norwegian: 'NO',
  omani: 'OM',
  pakistani: 'PK',
  palestinian: 'PS',
  polish: 'PL',
  portuguese: 'PT',
  qatari: 'QA',
  romanian: 'RO',
  russian: 'RU',
  rwandan: 'RW',
  saudi: 'SA',
  'saudi arabian': 'SA',
  scottish: 'GB',
  senegalese: 'SN',
  serbian: 'RS',
  somali: 'SO',
  'south african': 'ZA',
  spanish: 'ES',
  'sri lankan': 'LK',
  sudanese: 'SD',
  swedish: 'SE',
  swiss: 'CH',
  syrian: 'SY',
  tajik: 'TJ',
  tanzanian: 'TZ',
  thai: 'TH',
  tunisian: 'TN',
  turkish: 'TR',
  turkmen: 'TM',
  ugandan: 'UG',
  ukrainian: 'UA',
  uzbek: 'UZ',
  venezuelan: 'VE',
  vietnamese: 'VN',
  welsh: 'GB',
  yemeni: 'YE',
  zambian: 'ZM',
  zimbabwean: 'ZW',
};

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

let lookup: Map<string, CountryCode> | null = null;

function nameLookup(): Map<string, CountryCode> {
  if (lookup) return lookup;
  const map = new Map<string, CountryCode>();
  for (const language of ['ar', 'en'] as const) {
    for (const [code, names] of Object.entries(countries.getNames(language, { select: 'all' }))) {
      for (const name of names) map.set(normalise(name), code);
    }
  }
  for (const [demonym, code] of Object.entries(DEMONYMS)) map.set(demonym, code);
  lookup = map;
  return map;
}

/**
 * The country of a nationality as written: an alpha-2 or alpha-3 code, an English or Arabic country
 * name (with its common aliases), or an English nationality adjective. Null when it names none (an
 * admin sees those values listed, docs/product.md §5.9).
 */
export function countryOfNationality(text: string | null | undefined): CountryCode | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && isCountryCode(trimmed.toUpperCase())) {
    return trimmed.toUpperCase();
  }
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const code = countries.alpha3ToAlpha2(trimmed.toUpperCase());
    if (code) return code;
  }
  const key = normalise(trimmed);
  if (!key) return null;
  const direct = nameLookup().get(key);
  if (direct) return direct;
  // "Republic of India", "India (Republic)", "Indian national": any listed name or adjective inside.
  const words = key.split(' ');
  for (let size = Math.min(3, words.length); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const code = nameLookup().get(words.slice(start, start + size).join(' '));
      if (code) return code;
    }
  }
  return null;
}

/**
 * A nationality as stored, in `language`: English as stored; in Arabic, the country's Arabic name
 * when the text names one, else the text as stored.
 */
export function nationalityIn(text: string, language: 'en' | 'ar'): string {
  if (language === 'en') return text;
  const code = countryOfNationality(text);
  return code ? countryName(code, language) : text;
}

export const UNKNOWN_NATIONALITY_MESSAGE =
  'Unknown country code: choose the nationality from the list (an ISO 3166-1 alpha-2 code such as NG)';

/** A nationality as stored: the text as written (a chosen country's English name) and its country. */
export interface StoredNationality {
  text: string;
  country: CountryCode | null;
}

/**
 * What an input's nationality stores (docs/decisions/044-nationality-as-country.md). Two letters
 * are a country code: a known one stores its English name and itself (unless it is the country on
 * record, which keeps its text as written), an unknown one is refused. Any other text is kept as
 * written with the country it names, or none, for an admin to map.
 */
export function storedNationality(
  input: string,
  current?: StoredNationality,
): StoredNationality | 'unknown-code' {
  const text = input.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    if (!isCountryCode(code)) return 'unknown-code';
    if (current?.country === code) return current;
    return { text: countryName(code), country: code };
  }
  if (current && current.text === text) return current;
  return { text, country: countryOfNationality(text) };
}
