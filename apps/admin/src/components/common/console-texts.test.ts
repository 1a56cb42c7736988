import { MESSAGES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from './console-texts';

describe('CONSOLE_TEXTS', () => {
  it("says in English exactly what the domain's MESSAGES say", () => {
    const keys = Object.keys(CONSOLE_TEXTS) as (keyof typeof CONSOLE_TEXTS)[];
    expect(keys).toHaveLength(8);
    for (const key of keys) expect(CONSOLE_TEXTS[key].message, key).toBe(MESSAGES[key]);
  });
});
