import { MESSAGES, PROGRAM_DESCRIPTION_FALLBACK } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXTS, PROGRAM_DESCRIPTION_FALLBACK_TEXT } from './catalogue-messages';

describe('CATALOGUE_TEXTS', () => {
  it("says in English exactly what the domain's MESSAGES say", () => {
    const keys = Object.keys(CATALOGUE_TEXTS) as (keyof typeof CATALOGUE_TEXTS)[];
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(CATALOGUE_TEXTS[key].message, key).toBe(MESSAGES[key]);
  });
});

describe('PROGRAM_DESCRIPTION_FALLBACK_TEXT', () => {
  it("says in English exactly the domain's fallback", () => {
    expect(PROGRAM_DESCRIPTION_FALLBACK_TEXT.message).toBe(PROGRAM_DESCRIPTION_FALLBACK);
  });
});
