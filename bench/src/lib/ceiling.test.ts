import { describe, expect, it } from 'vitest';
import { wireForm } from './ceiling';

describe('wireForm', () => {
  it('encodes a path the way a URL-parsing client sends it', () => {
    expect(wireForm("/api/programs?degree=Bachelor's%20Degree&maxTuition=90000")).toBe(
      '/api/programs?degree=Bachelor%27s%20Degree&maxTuition=90000',
    );
    expect(wireForm('/api/programs?degree=Bachelor%27s%20Degree')).toBe(
      '/api/programs?degree=Bachelor%27s%20Degree',
    );
    expect(wireForm('/api/programs')).toBe('/api/programs');
  });
});
