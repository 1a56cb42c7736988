import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage, textDirection } from './languages';

describe('languageFromAcceptLanguage', () => {
  it('takes the first supported language by quality, then by order', () => {
    expect(languageFromAcceptLanguage('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('fr-FR, en;q=0.5, ar;q=0.7')).toBe('ar');
    expect(languageFromAcceptLanguage('en-GB,ar')).toBe('en');
    expect(languageFromAcceptLanguage('ar;q=0, en;q=0.1')).toBe('en');
  });
  it('answers undefined for none of ours, empty or junk', () => {
    expect(languageFromAcceptLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage(';;;,q=x')).toBeUndefined();
  });
});

describe('chooseLanguage', () => {
  it('prefers the saved choice, then the cookie, then the browser, then English', () => {
    expect(chooseLanguage({ saved: 'ar', cookie: 'en', acceptLanguage: 'en' })).toBe('ar');
    expect(chooseLanguage({ saved: null, cookie: 'ar', acceptLanguage: 'en' })).toBe('ar');
    expect(chooseLanguage({ cookie: 'xx', acceptLanguage: 'ar-EG' })).toBe('ar');
    expect(chooseLanguage({})).toBe('en');
  });
  it('gives Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
