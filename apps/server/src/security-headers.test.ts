import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  helmetHeaders,
  isHtml,
  pageHeadersFor,
  securityHeaders,
  securityHeadersFor,
} from './security-headers';

describe('security header sets', () => {
  const local = securityHeaders({ production: false });

  it('gives pages the apps’ CSP and helmet’s document headers', () => {
    const csp = local.document['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(local.document).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it("gives a signed-in visitor's page the document set's opener policy, an anonymous one none", () => {
    // Decision 098.
    expect(pageHeadersFor('session')['cross-origin-opener-policy']).toBe(
      local.document['cross-origin-opener-policy'],
    );
    expect(pageHeadersFor('anonymous')).toEqual({ 'cross-origin-opener-policy': 'unsafe-none' });
    expect(audienceOf({ cookie: 'uniguide_lang=ar;  uniguide_session=abc' })).toBe('session');
    expect(audienceOf({ cookie: 'uniguide_session=abc' })).toBe('session');
    expect(audienceOf({ cookie: 'xuniguide_session=abc; uniguide_lang=ar' })).toBe('anonymous');
    expect(audienceOf({})).toBe('anonymous');
  });

  it('gives data the short set: nothing may load, nobody may frame, no sniffing', () => {
    expect(local.data).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('adds HSTS in production only', () => {
    const production = securityHeaders({ production: true });
    expect(production.data['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(production.document['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(local.data['strict-transport-security']).toBeUndefined();
    expect(local.document['strict-transport-security']).toBeUndefined();
  });

  it('reads what helmet would set, and refuses options helmet refuses', () => {
    expect(helmetHeaders({ xFrameOptions: { action: 'deny' } })['x-frame-options']).toBe('DENY');
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });

  it('treats only text/html as a page', () => {
    expect(isHtml('text/html; charset=utf-8')).toBe(true);
    expect(isHtml('TEXT/HTML')).toBe(true);
    expect(isHtml('application/json; charset=utf-8')).toBe(false);
    expect(isHtml('text/html-sandboxed')).toBe(false);
    expect(isHtml('application/pdf')).toBe(false);
    expect(isHtml(undefined)).toBe(false);
  });

  it('gives pages the document set and every other answer the data set', () => {
    const sets = securityHeaders({ production: false });
    expect(securityHeadersFor(sets, 'text/html; charset=utf-8')).toBe(sets.document);
    expect(securityHeadersFor(sets, 'application/json; charset=utf-8')).toBe(sets.data);
    expect(securityHeadersFor(sets, undefined)).toBe(sets.data);
  });
});
