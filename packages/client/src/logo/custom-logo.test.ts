import { describe, expect, it } from 'vitest';
import { CUSTOM_LOGO_STORAGE_KEY, parseLogoUrl } from './custom-logo';

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

describe('CUSTOM_LOGO_STORAGE_KEY', () => {
  it('is the key both apps have always stored the logo under', () => {
    expect(CUSTOM_LOGO_STORAGE_KEY).toBe('uniguide.customLogo');
  });
});
