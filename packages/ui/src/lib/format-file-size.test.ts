import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1.0 KB'],
    [49_357, '48 KB'],
    [3_565_158, '3.4 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [2.5 * 1024 ** 3, '2.5 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('answers an empty text for nonsense sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatFileSize in Arabic', () => {
  it.each([
    [45, '45 بايت'],
    [1024, '1.0 كيلوبايت'],
    [3_565_158, '3.4 ميغابايت'],
    [10 * 1024 * 1024, '10 ميغابايت'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'ar')).toBe(text);
  });
});
