import { describe, expect, it } from 'vitest';

import { formatPlace } from './format-place';

describe('formatPlace', () => {
  it('names a place once however often the catalogue repeats it', () => {
    expect(formatPlace('Dubai, Dubai', 'Dubai')).toBe('Dubai');
    expect(formatPlace('Al Ain, Abu Dhabi', 'abu dhabi')).toBe('Al Ain, Abu Dhabi');
  });

  it('skips missing and blank parts', () => {
    expect(formatPlace(null, ' ', undefined)).toBe('');
    expect(formatPlace(null, 'Sharjah')).toBe('Sharjah');
  });
});
