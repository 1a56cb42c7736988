import { describe, expect, it } from 'vitest';
import { CUSTOM_LOGO_STORAGE_KEY } from './custom-logo';

describe('CUSTOM_LOGO_STORAGE_KEY', () => {
  it('is the key both apps have always stored the logo under', () => {
    expect(CUSTOM_LOGO_STORAGE_KEY).toBe('uniguide.customLogo');
  });
});
