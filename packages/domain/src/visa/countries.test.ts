import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, countryOfNationality, isCountryCode } from './countries';

describe('countries', () => {
  it('lists every ISO 3166-1 country with English and Arabic names', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(COUNTRIES.find((country) => country.code === 'AE')).toEqual({
      code: 'AE',
      nameEn: 'United Arab Emirates',
      nameAr: 'الإمارات العربية المتحدة',
    });
    expect(countryName('IN')).toBe('India');
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('ae')).toBe(false);
  });

  it.each([
    ['Indian', 'IN'],
    ['India', 'IN'],
    ['  nigerian ', 'NG'],
    ['EGY', 'EG'],
    ['pk', 'PK'],
    ['Emirati', 'AE'],
    ['UAE', 'AE'],
    ['United Kingdom', 'GB'],
    ['British', 'GB'],
    ['Russia', 'RU'],
    ['Russian Federation', 'RU'],
    ['مصر', 'EG'],
    ['Syrian Arab Republic', 'SY'],
    ['Côte d’Ivoire', 'CI'],
    ['Indian national', 'IN'],
    ['Sri Lankan', 'LK'],
  ])('maps %j to %s', (text, code) => {
    expect(countryOfNationality(text)).toBe(code);
  });

  it.each(['', 'Martian', 'N/A', '123'])('leaves %j unmapped', (text) => {
    expect(countryOfNationality(text)).toBeNull();
  });
});
