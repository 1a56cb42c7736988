import { describe, expect, it } from 'vitest';
import { type ZodType } from 'zod';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_LABELS,
  ZChangePasswordInput,
  ZEmail,
  ZLoginInput,
  ZNewPassword,
  ZNotificationPreferences,
  ZProfileInput,
  ZRegisterInput,
} from './schemas';
import { ROLES, displayName } from './public-user';

/** Field path → first message, to assert exactly which fields failed and with which words. */
function errorsOf(schema: ZodType, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

const profile = {
  firstName: 'Omar',
  lastName: 'Haddad',
  agencyName: 'Gulf Study Partners',
  country: 'Jordan',
  phoneNumber: '+962 7 9000 0000',
};

const registration = { username: 'agent@example.com', password: 'kestrel-42', ...profile };

describe('ZEmail', () => {
  it('trims and lower-cases', () => {
    expect(ZEmail.parse('  Agent@Example.COM ')).toBe('agent@example.com');
  });

  it('rejects anything that is not an email with "Please enter a valid email"', () => {
    for (const value of ['', 'agent', 'agent@', `${'a'.repeat(250)}@example.com`, 42]) {
      expect(errorsOf(ZEmail, value), String(value)).toEqual({ '': 'Please enter a valid email' });
    }
  });
});

describe('ZLoginInput', () => {
  it('accepts credentials and normalises the email', () => {
    expect(ZLoginInput.parse({ username: 'Agent@Example.com', password: 'anything' })).toEqual({
      username: 'agent@example.com',
      password: 'anything',
    });
  });

  it('uses the docs/product.md §6 messages', () => {
    expect(errorsOf(ZLoginInput, { username: 'not-an-email', password: '' })).toEqual({
      username: 'Please enter a valid email',
      password: 'Password is required',
    });
    expect(errorsOf(ZLoginInput, {})).toEqual({
      username: 'Please enter a valid email',
      password: 'Password is required',
    });
  });

  it('does not apply the new-password rules at login', () => {
    expect(ZLoginInput.safeParse({ username: 'a@b.co', password: '123' }).success).toBe(true);
  });
});

describe('ZNewPassword', () => {
  it('needs at least 6 characters', () => {
    expect(errorsOf(ZNewPassword, 'abc12')).toEqual({
      '': 'Password must be at least 6 characters',
    });
    expect(ZNewPassword.parse('kes-42')).toBe('kes-42');
  });

  it('refuses a common password whatever its case', () => {
    for (const value of ['password', 'Password', 'qwerty123', '12345678']) {
      expect(errorsOf(ZNewPassword, value), value).toEqual({
        '': 'This password is too common. Please choose another one',
      });
    }
  });

  it('caps the length at 200 characters', () => {
    expect(errorsOf(ZNewPassword, 'x'.repeat(201))).toEqual({
      '': 'Password must be at most 200 characters',
    });
  });
});

describe('ZRegisterInput', () => {
  /** docs/product.md §6: each registration field's message. */
  const REGISTER_MESSAGES = {
    username: 'Please enter a valid email',
    password: 'Password must be at least 6 characters',
    firstName: 'First name is required',
    lastName: 'Last name is required',
    agencyName: 'Agency name is required',
    country: 'Country is required',
    phoneNumber: 'Phone number is required',
  };

  it('accepts a registration and lower-cases the email', () => {
    expect(ZRegisterInput.parse({ ...registration, username: 'Agent@Example.COM' })).toEqual(
      registration,
    );
  });

  it('strips a role in the payload so a new account is always an agent', () => {
    const parsed = ZRegisterInput.parse({ ...registration, role: 'admin', isAdmin: true });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('isAdmin');
  });

  it('uses the docs/product.md §6 messages for every field', () => {
    expect(
      errorsOf(ZRegisterInput, {
        username: 'nope',
        password: '12345',
        firstName: '',
        lastName: ' ',
        agencyName: '',
        country: '',
        phoneNumber: '',
      }),
    ).toEqual(REGISTER_MESSAGES);
  });

  it('gives the same messages when the fields are missing', () => {
    expect(errorsOf(ZRegisterInput, {})).toEqual(REGISTER_MESSAGES);
  });

  it('refuses the common password "password"', () => {
    expect(errorsOf(ZRegisterInput, { ...registration, password: 'password' })).toEqual({
      password: 'This password is too common. Please choose another one',
    });
  });
});

describe('ZProfileInput', () => {
  it('accepts a profile with or without a website', () => {
    expect(ZProfileInput.parse(profile)).toEqual(profile);
    expect(ZProfileInput.parse({ ...profile, website: '' }).website).toBe('');
    expect(ZProfileInput.parse({ ...profile, website: null }).website).toBeNull();
    expect(
      ZProfileInput.parse({ ...profile, website: ' https://gulfstudy.example/about ' }).website,
    ).toBe('https://gulfstudy.example/about');
    expect(ZProfileInput.parse({ ...profile, website: 'http://agency.ae' }).website).toBe(
      'http://agency.ae',
    );
  });

  it.each([
    'gulfstudy.example',
    'javascript:alert(1)',
    'ftp://files.example.com',
    'https://localhost',
    'https://a b.com',
  ])('rejects the website %s', (website) => {
    expect(errorsOf(ZProfileInput, { ...profile, website })).toEqual({
      website: 'Please enter a valid website URL',
    });
  });

  it('requires the same fields as registration', () => {
    expect(errorsOf(ZProfileInput, { ...profile, firstName: '', country: ' ' })).toEqual({
      firstName: 'First name is required',
      country: 'Country is required',
    });
  });
});

describe('ZChangePasswordInput', () => {
  const change = {
    currentPassword: 'old-secret-1',
    newPassword: 'kestrel-42',
    confirmPassword: 'kestrel-42',
  };

  it('accepts a matching confirmation', () => {
    expect(ZChangePasswordInput.parse(change)).toEqual(change);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(errorsOf(ZChangePasswordInput, { ...change, confirmPassword: 'kestrel-43' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires the current password and applies the new-password rules', () => {
    expect(
      errorsOf(ZChangePasswordInput, {
        currentPassword: '',
        newPassword: 'password',
        confirmPassword: 'password',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'This password is too common. Please choose another one',
    });
  });
});

describe('notification preferences', () => {
  it('default to all on but the daily digest, with a label for each', () => {
    expect(ZNotificationPreferences.parse(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual({
      applicationUpdates: true,
      newPrograms: true,
      commissionUpdates: true,
      marketingMaterials: true,
      emailDigest: false,
    });
    // The four boxes of docs/product.md come first; a client that knows only those still saves.
    expect(
      ZNotificationPreferences.parse({
        applicationUpdates: true,
        newPrograms: false,
        commissionUpdates: true,
        marketingMaterials: false,
      }).emailDigest,
    ).toBe(false);
    expect(NOTIFICATION_PREFERENCE_LABELS.emailDigest).toBe('Daily Email Digest');
    expect(NOTIFICATION_PREFERENCE_LABELS.commissionUpdates).toBe('Commission Updates');
  });

  it('need every flag as a boolean', () => {
    expect(
      Object.keys(errorsOf(ZNotificationPreferences, { applicationUpdates: 'yes' })).sort(),
    ).toEqual(['applicationUpdates', 'commissionUpdates', 'marketingMaterials', 'newPrograms']);
  });
});

describe('roles and displayName', () => {
  it('has the two roles of docs/product.md §5.3', () => {
    expect(ROLES).toEqual(['agent', 'admin']);
  });

  it('shows the full name, else the username', () => {
    expect(displayName({ firstName: 'Omar', lastName: 'Haddad', username: 'o@x.co' })).toBe(
      'Omar Haddad',
    );
    expect(displayName({ firstName: 'Omar', lastName: null, username: 'o@x.co' })).toBe('Omar');
    expect(displayName({ firstName: null, lastName: null, username: 'o@x.co' })).toBe('o@x.co');
    expect(displayName({ firstName: '', lastName: '', username: 'o@x.co' })).toBe('o@x.co');
  });
});
