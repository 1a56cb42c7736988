import { describe, expect, it } from 'vitest';
import { actionLabel, auditUserLabel, hasChanges, resourceTypeLabel } from './audit-format';

describe('actionLabel', () => {
  it('turns underscores into capitalised words', () => {
    expect(actionLabel('user_login')).toBe('User Login');
    expect(actionLabel('application_status_changed')).toBe('Application Status Changed');
    expect(actionLabel('logout')).toBe('Logout');
    expect(actionLabel('__odd__name_')).toBe('Odd Name');
  });
});

describe('auditUserLabel', () => {
  const user = { id: 7, username: 'amira@example.com', firstName: 'Amira', lastName: 'Haddad' };

  it('names the user with first name, last name and username', () => {
    expect(auditUserLabel({ userId: 7, user })).toBe('Amira Haddad (amira@example.com)');
    expect(auditUserLabel({ userId: 7, user: { ...user, lastName: null } })).toBe(
      'Amira (amira@example.com)',
    );
    expect(auditUserLabel({ userId: 7, user: { ...user, firstName: null, lastName: null } })).toBe(
      'amira@example.com',
    );
  });

  it('falls back to "User #id", or "System" when no user acted', () => {
    expect(auditUserLabel({ userId: 42, user: null })).toBe('User #42');
    expect(auditUserLabel({ userId: null, user: null })).toBe('System');
  });
});

describe('resourceTypeLabel', () => {
  it('reads camelCase, snake_case and kebab-case types as words', () => {
    expect(resourceTypeLabel('application')).toBe('Application');
    expect(resourceTypeLabel('contactMessage')).toBe('Contact message');
    expect(resourceTypeLabel('saved_program')).toBe('Saved program');
  });
});

describe('hasChanges', () => {
  it('needs both the previous and the new data', () => {
    expect(hasChanges({ previousData: { a: 1 }, newData: { a: 2 } })).toBe(true);
    expect(hasChanges({ previousData: {}, newData: {} })).toBe(true);
    expect(hasChanges({ previousData: null, newData: { a: 2 } })).toBe(false);
    expect(hasChanges({ previousData: { a: 1 }, newData: null })).toBe(false);
  });
});
