import { BRAND, MESSAGES, registrationWelcome } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { SESSION_TEXTS } from './session-texts';

describe('SESSION_TEXTS', () => {
  it("say in English exactly what docs/product.md §6 says (the domain's MESSAGES)", () => {
    expect(SESSION_TEXTS.loginSuccess.title.message).toBe(MESSAGES.loginSuccess.title);
    expect(SESSION_TEXTS.loginSuccess.description.message).toBe(MESSAGES.loginSuccess.description);
    expect(SESSION_TEXTS.loginFailed.message).toBe(MESSAGES.loginFailed);
    expect(SESSION_TEXTS.loginFailedInline.message).toBe(MESSAGES.loginFailedInline);
    expect(SESSION_TEXTS.registrationSuccess.message).toBe(MESSAGES.registrationSuccess.title);
    expect(SESSION_TEXTS.registrationWelcome.message).toBe(registrationWelcome(BRAND.name));
    expect(SESSION_TEXTS.registrationFailed.message).toBe(MESSAGES.registrationFailed);
    expect(SESSION_TEXTS.registrationFailedInline.message).toBe(MESSAGES.registrationFailedInline);
    expect(SESSION_TEXTS.logoutSuccess.title.message).toBe(MESSAGES.logoutSuccess.title);
    expect(SESSION_TEXTS.logoutSuccess.description.message).toBe(
      MESSAGES.logoutSuccess.description,
    );
    expect(SESSION_TEXTS.logoutFailed.message).toBe(MESSAGES.logoutFailed);
  });
});
