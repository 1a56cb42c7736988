import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, preferredEncoding } from './negotiate';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('answers a value seen before, and many distinct values, as the first time', () => {
    expect(preferredEncoding('gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0')).toBeUndefined();
    for (let n = 0; n < 200; n++) {
      expect(preferredEncoding(`gzip, x-${n}`)).toBe('gzip');
      expect(preferredEncoding(`br;q=0.${(n % 9) + 1}, x-${n}`)).toBe('br');
    }
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches a listed tag, weak or strong, and *', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"c"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
