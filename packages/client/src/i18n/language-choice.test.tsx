import { LANGUAGE_COOKIE } from '@uniguide/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLanguageCookie, saveLanguageChoice } from './language-choice';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('saveLanguageChoice', () => {
  it('keeps the choice in the cookie and with the signed-in account', async () => {
    const saveWithAccount = vi.fn(() => Promise.resolve());
    await saveLanguageChoice('ar', saveWithAccount);
    expect(readLanguageCookie()).toBe('ar');
    expect(saveWithAccount).toHaveBeenCalledWith('ar');
  });

  it('keeps the cookie when the account save fails, and works with no account at all', async () => {
    await saveLanguageChoice('ar', () => Promise.reject(new Error('offline')));
    expect(readLanguageCookie()).toBe('ar');
    await saveLanguageChoice('en');
    expect(readLanguageCookie()).toBe('en');
  });
});
