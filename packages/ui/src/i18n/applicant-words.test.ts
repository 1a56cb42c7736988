import { setupI18n } from '@lingui/core';
import { DEGREE_LEVELS, GENDER_LABELS, QUALIFICATIONS } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { uiCatalog } from './catalog';
import {
  DEGREE_LEVEL_MESSAGES,
  GENDER_MESSAGES,
  knownText,
  QUALIFICATION_MESSAGES,
} from './applicant-words';

describe('applicant words', () => {
  it("say in English exactly what the domain's vocabularies hold", () => {
    for (const [gender, label] of Object.entries(GENDER_LABELS)) {
      expect(GENDER_MESSAGES[gender as keyof typeof GENDER_LABELS].message).toBe(label);
    }
    for (const value of QUALIFICATIONS) expect(QUALIFICATION_MESSAGES[value].message).toBe(value);
    for (const value of DEGREE_LEVELS) expect(DEGREE_LEVEL_MESSAGES[value].message).toBe(value);
  });

  it('word a known value in Arabic and keep an unknown one as stored', async () => {
    const arabic = setupI18n({ locale: 'ar', messages: { ar: await uiCatalog.load.ar() } });
    expect(knownText(arabic, GENDER_MESSAGES, 'female')).not.toBe('Female');
    expect(knownText(arabic, GENDER_MESSAGES, 'female')).toMatch(/\p{Script=Arabic}/u);
    expect(knownText(arabic, QUALIFICATION_MESSAGES, 'High School')).toMatch(/\p{Script=Arabic}/u);
    expect(knownText(arabic, DEGREE_LEVEL_MESSAGES, 'PhD')).toMatch(/\p{Script=Arabic}/u);
    expect(knownText(arabic, QUALIFICATION_MESSAGES, 'Baccalauréat')).toBe('Baccalauréat');
  });
});
