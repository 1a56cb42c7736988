import { describe, expect, it } from 'vitest';
import { MAX_ID, ZId, ZIdInput, idFromText, isId, zId } from './ids';

describe('ZId', () => {
  it('reads whole numbers from 1 to int4 maximum, as numbers or text', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse('42')).toBe(42);
    expect(ZId.parse(' 7 ')).toBe(7);
    expect(ZId.parse(MAX_ID)).toBe(2_147_483_647);
    expect(ZId.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    [2_147_483_648, 'id is out of range'],
    ['2147483648', 'id is out of range'],
    [Number.MAX_SAFE_INTEGER, 'id is out of range'],
    [1e308, 'id must be a whole number'],
    [0, 'id must be positive'],
    [-1, 'id must be positive'],
    ['-1', 'id must be positive'],
    [1.5, 'id must be a whole number'],
    ['1.5', 'id must be a whole number'],
    ['abc', 'id must be a number'],
    ['', 'id must be a number'],
    [null, 'id must be a number'],
    [true, 'id must be a number'],
    [[5], 'id must be a number'],
    [Number.NaN, 'id must be a number'],
    [Number.POSITIVE_INFINITY, 'id must be a number'],
  ])('refuses %j with "%s"', (value, message) => {
    const result = ZId.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("reads '1e3' as the number it spells (1000): a valid id that simply may not exist", () => {
    expect(ZId.parse('1e3')).toBe(1000);
  });

  it('words its errors with a label, or one message for every fault', () => {
    expect(zId({ label: 'Program id' }).safeParse('x').error?.issues[0]?.message).toBe(
      'Program id must be a number',
    );
    const required = zId({ message: 'Program is required' });
    for (const value of [undefined, 0, 1.5, 2_147_483_648, 'x']) {
      expect(required.safeParse(value).error?.issues[0]?.message).toBe('Program is required');
    }
  });

  it('ZIdInput names the failing field', () => {
    const result = ZIdInput.safeParse({ id: 2_147_483_648 });
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('isId', () => {
  it('holds for row ids only', () => {
    expect([1, MAX_ID].every(isId)).toBe(true);
    expect([0, -1, 1.5, MAX_ID + 1, Number.NaN].some(isId)).toBe(false);
  });
});

describe('zId as a list filter', () => {
  it('accepts whole numbers beyond the range (they match nothing) and refuses the rest', () => {
    const filter = zId({ label: 'University' }, { beyondRange: 'matches-nothing' });
    expect(filter.parse(99_999_999_999)).toBe(99_999_999_999);
    expect(isId(filter.parse('2147483648'))).toBe(false);
    expect(filter.safeParse(0).success).toBe(false);
    expect(filter.safeParse(1.5).success).toBe(false);
  });
});

describe('idFromText', () => {
  it('reads plain digits within the range, nothing else', () => {
    expect(idFromText('12')).toBe(12);
    expect(idFromText('2147483647')).toBe(MAX_ID);
    for (const text of ['0', '-3', '1.5', 'abc', '12abc', '', ' 7', '01', '1e3', '2147483648']) {
      expect(idFromText(text), text).toBeUndefined();
    }
  });
});
