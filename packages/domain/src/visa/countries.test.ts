import { describe, expect, it } from 'vitest';
import { countryOfNationality, nationalityIn, storedNationality } from './countries';

describe('countryOfNationality', () => {
  it.each([
    ['Nigerian', 'NG'],
    ['Pakistani', 'PK'],
    ['Emirati', 'AE'],
    ['ng', 'NG'],
    ['PAK', 'PK'],
    ['United Arab Emirates', 'AE'],
    ['سوريا', 'SY'],
    ['Republic of India', 'IN'],
  ])('reads %j as %s', (text, code) => {
    expect(countryOfNationality(text)).toBe(code);
  });

  it.each(['Martian', 'Nigerain', '', '   '])('names no country for %j', (text) => {
    expect(countryOfNationality(text)).toBeNull();
  });
});

describe('storedNationality', () => {
  it("stores a chosen code with its country's English name", () => {
    expect(storedNationality('pk')).toEqual({ text: 'Pakistan', country: 'PK' });
  });

  it('refuses two letters that are no country code', () => {
    expect(storedNationality('XX')).toBe('unknown-code');
  });

  it('keeps other text as written, with the country it names or none', () => {
    expect(storedNationality(' Nigerian ')).toEqual({ text: 'Nigerian', country: 'NG' });
    expect(storedNationality('Nigerain')).toEqual({ text: 'Nigerain', country: null });
  });

  it('keeps the record as it is when its own country or its own text comes back', () => {
    const current = { text: 'Nigerian', country: 'NG' };
    expect(storedNationality('NG', current)).toBe(current);
    // An admin mapped this text: the same text keeps that country.
    const mapped = { text: 'Nigerain', country: 'NG' };
    expect(storedNationality('Nigerain', mapped)).toBe(mapped);
    expect(storedNationality('PK', current)).toEqual({ text: 'Pakistan', country: 'PK' });
  });
});

describe('nationalityIn', () => {
  it('keeps English as stored and names a known country in Arabic', () => {
    expect(nationalityIn('Jordanian', 'en')).toBe('Jordanian');
    expect(nationalityIn('Jordan', 'ar')).toBe('الأردن');
    expect(nationalityIn('Indian', 'ar')).toBe('الهند');
  });

  it('keeps a text that names no country as stored', () => {
    expect(nationalityIn('Stateless (UNHCR card)', 'ar')).toBe('Stateless (UNHCR card)');
  });
});
