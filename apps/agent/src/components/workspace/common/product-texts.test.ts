import type { MessageDescriptor } from '@lingui/core';
import { ACCOUNT_MESSAGES, MESSAGES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, PRODUCT_TEXTS } from './product-texts';

type Texts = { [key: string]: MessageDescriptor | Texts };

/** Every message of PRODUCT_TEXTS beside the domain text at the same path. */
function pairs(texts: Texts, domain: unknown, path: string[] = []): [string, string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]) => {
    const inDomain = (domain as Record<string, unknown>)[key];
    return 'id' in value && typeof value.id === 'string'
      ? [[[...path, key].join('.'), (value as MessageDescriptor).message ?? '', inDomain]]
      : pairs(value as Texts, inDomain, [...path, key]);
  }) as [string, string, unknown][];
}

describe('PRODUCT_TEXTS', () => {
  it("says in English exactly what the domain's MESSAGES say", () => {
    const found = pairs(PRODUCT_TEXTS as unknown as Texts, MESSAGES);
    expect(found.length).toBeGreaterThan(20);
    for (const [path, english, domain] of found) expect(english, path).toBe(domain);
  });
});

describe('ACCOUNT_TEXTS', () => {
  it("says in English exactly what the domain's ACCOUNT_MESSAGES say", () => {
    for (const [key, text] of Object.entries(ACCOUNT_TEXTS)) {
      expect(text.message, key).toBe(ACCOUNT_MESSAGES[key as keyof typeof ACCOUNT_TEXTS]);
    }
  });
});
