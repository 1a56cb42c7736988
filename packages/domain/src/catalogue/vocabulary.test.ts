import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIVERSITY_NAME, universityNameOf } from './vocabulary';

describe('universityNameOf', () => {
  it("gives the catalogue's name, trimmed, or the default for a blank one", () => {
    expect(universityNameOf({ name: '  Khalifa University ' })).toBe('Khalifa University');
    expect(universityNameOf({ name: '   ' })).toBe(DEFAULT_UNIVERSITY_NAME);
  });
});
