import { describe, expect, it } from 'vitest';
import { parseLogoUrl } from './logo-url';

describe('parseLogoUrl', () => {
  it('accepts absolute http(s) addresses only', () => {
    expect(parseLogoUrl(' https://cdn.example.com/logo.png ')).toBe(
      'https://cdn.example.com/logo.png',
    );
    expect(parseLogoUrl('http://example.com/a.svg')).toBe('http://example.com/a.svg');
    expect(parseLogoUrl('javascript:alert(1)')).toBeNull();
    expect(parseLogoUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(parseLogoUrl('/logo.png')).toBeNull();
    expect(parseLogoUrl('')).toBeNull();
  });
});
