import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  assertStorableInput,
  INPUT_TOO_DEEP_MESSAGE,
  MAX_INPUT_DEPTH,
  storableHeaderText,
  unstorableTextIssue,
  UNSTORABLE_TEXT_MESSAGE,
} from './storable-text';

describe('storable text', () => {
  it('finds NUL and unpaired surrogates in strings, keys and nested values, with their path', () => {
    expect(unstorableTextIssue({ name: 'ok', list: ['fine', 'a\u0000b'] })).toEqual({
      path: 'list.1',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(unstorableTextIssue({ search: 'x\uD800' })?.path).toBe('search');
    expect(unstorableTextIssue({ 'k\uDC00': 1 })?.path).toBe('k\uDC00');
    expect(unstorableTextIssue({ ok: 'emoji 😀 and العربية', n: 1, d: null })).toBeUndefined();
  });

  it('refuses input nested deeper than the limit', () => {
    let deep: unknown = 'x';
    for (let level = 0; level <= MAX_INPUT_DEPTH + 1; level++) deep = { a: deep };
    expect(unstorableTextIssue(deep)?.message).toBe(INPUT_TOO_DEEP_MESSAGE);
  });

  it('throws a 400 AppError naming the field', () => {
    try {
      assertStorableInput({ email: 'a\u0000@b.c' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).toBody()).toEqual({
        message: UNSTORABLE_TEXT_MESSAGE,
        code: 'BAD_REQUEST',
        issues: [{ path: 'email', message: UNSTORABLE_TEXT_MESSAGE }],
      });
    }
  });

  it('cleans header values instead of refusing them', () => {
    expect(storableHeaderText('curl\u0000/8\uD800')).toBe('curl/8\uFFFD');
    expect(storableHeaderText(undefined)).toBeNull();
    // Cutting inside a surrogate pair leaves no half of it behind.
    expect(storableHeaderText(`${'a'.repeat(499)}😀`)).toBe(`${'a'.repeat(499)}\uFFFD`);
  });
});
