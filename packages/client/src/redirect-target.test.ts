import { describe, expect, it } from 'vitest';
import { authRedirectTarget, DEFAULT_AUTH_REDIRECT } from './redirect-target';

describe('authRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(authRedirectTarget('/apply/12')).toBe('/apply/12');
    expect(authRedirectTarget('/dashboard/applications?status=draft#top')).toBe(
      '/dashboard/applications?status=draft#top',
    );
  });

  it('reads the `redirect` field of a whole search object', () => {
    expect(authRedirectTarget({ redirect: '/apply/3' })).toBe('/apply/3');
    expect(authRedirectTarget({})).toBe(DEFAULT_AUTH_REDIRECT);
  });

  it('defaults to /dashboard when nothing was asked for', () => {
    expect(DEFAULT_AUTH_REDIRECT).toBe('/dashboard');
    expect(authRedirectTarget(undefined)).toBe('/dashboard');
    expect(authRedirectTarget('')).toBe('/dashboard');
    expect(authRedirectTarget(42)).toBe('/dashboard');
    expect(authRedirectTarget(['/apply/1'])).toBe('/dashboard');
  });

  it.each([
    'https://evil.example/dashboard',
    'http:/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'dashboard',
    'data:text/html,hi',
  ])('refuses %j, which could leave the site', (target) => {
    expect(authRedirectTarget(target)).toBe('/dashboard');
  });

  it('never sends the user back to the login page', () => {
    expect(authRedirectTarget('/auth?redirect=/auth')).toBe('/dashboard');
  });

  it('takes another fallback and login path (the admin console)', () => {
    const admin = { fallback: '/', loginPath: '/sign-in' };
    expect(authRedirectTarget('//evil.example', admin)).toBe('/');
    expect(authRedirectTarget('/sign-in', admin)).toBe('/');
    expect(authRedirectTarget('/users?page=2', admin)).toBe('/users?page=2');
  });
});
