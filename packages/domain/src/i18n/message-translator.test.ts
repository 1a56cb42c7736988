import type { Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as arabic } from '../locales/ar/messages';
import { messages as english } from '../locales/en/messages';
import { messageTranslator } from './message-translator';

const toArabic = messageTranslator(english, setupI18n({ locale: 'ar', messages: { ar: arabic } }));

describe('messageTranslator', () => {
  it('writes a plain domain message in the target language', () => {
    expect(toArabic('First name is required')).toBe('الاسم الأول مطلوب');
  });

  it('gives the values of a message with values back in place', () => {
    const translated = toArabic('Password must be at most 128 characters');
    expect(translated).toMatch(/[\u0600-\u06FF]/);
    expect(translated).toContain('128');
  });

  it('leaves a message the catalog lacks as it is', () => {
    expect(toArabic('Some message no catalog has')).toBe('Some message no catalog has');
  });

  it('reads a catalog it is given, not a fixed one', () => {
    const catalog: Messages = { 'x.greet': ['Hello ', ['name']] };
    const target = setupI18n({
      locale: 'ar',
      messages: { ar: { 'x.greet': ['مرحبًا ', ['name']] } },
    });
    expect(messageTranslator(catalog, target)('Hello Amal')).toBe('مرحبًا Amal');
  });
});
