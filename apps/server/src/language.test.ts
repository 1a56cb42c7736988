import { testDrivers } from '@uniguide/db/testing';
import { LANGUAGE_COOKIE } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newAgent, sessionToken, type TestApp } from '../test/helpers';

/** The server's messages in the request's language, on both protocols (decision 069). */
describe.each(testDrivers())('error messages in the request language on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t.close();
  });

  const badLogin = (headers: Record<string, string>) =>
    call(t.app, 'POST', '/api/login', {
      body: { username: 'bad', password: '' },
      headers,
    });

  it('answers a REST validation error in Arabic for Accept-Language: ar, and exactly in English otherwise', async () => {
    const arabic = await badLogin({ 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(String(arabic.headers.vary)).toContain('Accept-Language, Cookie');
    expect(arabic.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'يُرجى إدخال بريد إلكتروني صحيح',
      issues: [
        { path: 'username', message: 'يُرجى إدخال بريد إلكتروني صحيح' },
        { path: 'password', message: 'كلمة المرور مطلوبة' },
      ],
    });

    const english = await badLogin({ 'accept-language': 'en-US' });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().message).toBe('Please enter a valid email');
    // The cookie outranks the header.
    const cookie = await badLogin({ 'accept-language': 'ar', cookie: `${LANGUAGE_COOKIE}=en` });
    expect(cookie.json().message).toBe('Please enter a valid email');
  });

  it('translates a tRPC error, a 404 of no route and a value-carrying message', async () => {
    const trpc = await call(t.app, 'GET', '/trpc/user.me', {
      headers: { 'accept-language': 'ar' },
    });
    expect(trpc.statusCode).toBe(401);
    expect(trpc.headers['content-language']).toBe('ar');
    expect(trpc.json().error.message).toBe('يُرجى تسجيل الدخول للمتابعة');
    expect(trpc.json().error.data.appCode).toBe('UNAUTHORIZED');

    const noRoute = await call(t.app, 'GET', '/api/no-such-thing', {
      headers: { 'accept-language': 'ar', accept: 'application/json' },
    });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().message).toBe('لا يوجد مسار يطابق GET /api/no-such-thing');

    const agent = newAgent();
    const shortPassword = await call(t.app, 'POST', '/api/register', {
      body: { ...agent, password: 'abc' },
      headers: { 'accept-language': 'ar' },
    });
    expect(shortPassword.statusCode).toBe(400);
    // "Password must be at least 6 characters": the number comes back out, in Arabic's plural form.
    expect(shortPassword.json().message).toBe('يجب ألا تقل كلمة المرور عن 6 أحرف');
  });

  it("uses a signed-in user's saved language whatever the browser asks, and keeps the cookie with it", async () => {
    const register = await call(t.app, 'POST', '/api/register', { body: newAgent() });
    const token = sessionToken(register)!;
    const saved = await call(t.app, 'PUT', '/api/user/language', {
      token,
      body: { language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'ar' });
    expect(String(saved.headers['set-cookie'])).toContain(`${LANGUAGE_COOKIE}=ar`);

    const refused = await call(t.app, 'PUT', '/api/user/language', {
      token,
      body: { language: 'fr' },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-language']).toBe('ar');
    expect(refused.json().message).toBe('اختر الإنجليزية أو العربية');
  });
});
