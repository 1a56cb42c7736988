import { messages as arabic } from '@uniguide/domain/locales/ar';
import { messages as english } from '@uniguide/domain/locales/en';
import { ACCOUNT_MESSAGES, AGENCY_MESSAGES, MESSAGES, ONBOARDING_MESSAGES } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED_MESSAGE } from '../access';
import { translateErrorBody, translateMessage } from './error-messages';

describe('server messages in Arabic (decision 069)', () => {
  it('has every id in both languages, and an Arabic text for each', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    for (const id of Object.keys(english))
      expect(JSON.stringify(arabic[id]), id).toMatch(/[\u0600-\u06FF]/);
  });

  it('writes the English texts the services throw in Arabic, and leaves English exactly as it is', () => {
    for (const text of [
      SIGN_IN_REQUIRED_MESSAGE,
      MESSAGES.invalidCredentials,
      MESSAGES.inactiveAccount,
      ...Object.values(AGENCY_MESSAGES),
      ...Object.values(ONBOARDING_MESSAGES),
      ACCOUNT_MESSAGES.notPending,
      ACCOUNT_MESSAGES.agentNotFound,
      ACCOUNT_MESSAGES.verifyInvalid,
      ACCOUNT_MESSAGES.alreadyVerified,
      ACCOUNT_MESSAGES.emailUnchanged,
    ]) {
      expect(translateMessage(text, 'en')).toBe(text);
      expect(translateMessage(text, 'ar'), text).toMatch(/[\u0600-\u06FF]/);
    }
    expect(translateMessage('Invalid email or password', 'ar')).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
  });

  it("takes a message's values back out of the English text, with Arabic's plural forms", () => {
    const seconds = (n: number) =>
      translateMessage(
        `The upload stopped arriving: no data for ${n} seconds. Please try again.`,
        'ar',
      );
    expect(seconds(1)).toContain('ثانية واحدة');
    expect(seconds(2)).toContain('ثانيتين');
    expect(seconds(5)).toContain('5 ثوانٍ');
    expect(seconds(11)).toContain('11 ثانية');
    expect(translateMessage('The catalogue file must be at most 25 MB', 'ar')).toBe(
      'يجب ألا يتجاوز حجم ملف الدليل 25 ميغابايت',
    );
  });

  it('leaves a message the catalog does not have in English, and translates issues too', () => {
    expect(translateMessage('Some message no catalog has', 'ar')).toBe(
      'Some message no catalog has',
    );
    expect(
      translateErrorBody(
        {
          message: 'Email is required',
          code: 'BAD_REQUEST',
          issues: [{ path: 'username', message: 'Email is required' }],
        },
        'ar',
      ),
    ).toEqual({
      message: 'البريد الإلكتروني مطلوب',
      code: 'BAD_REQUEST',
      issues: [{ path: 'username', message: 'البريد الإلكتروني مطلوب' }],
    });
  });
});
