import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newAgent, type TestApp } from '../../test/helpers';

describe('request hygiene: CSRF, content types, malformed bodies, unknown paths, headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { allowedOrigins: ['https://partner.example'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (headers: Record<string, string>, payload = JSON.stringify(newAgent())) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { host: 'localhost:3000', ...headers },
      payload,
    });

  it('refuses a mutation without an Origin (or Referer) with 403 and the error body', async () => {
    const response = await signUp({ 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Cross-site request refused: the Origin header is missing or not allowed',
      code: 'FORBIDDEN',
      issues: [],
    });
  });

  it('refuses a foreign Origin, and a forged Referer when the Origin is foreign', async () => {
    const foreign = await signUp({
      'content-type': 'application/json',
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const both = await signUp({
      'content-type': 'application/json',
      origin: 'https://evil.example',
      referer: 'http://localhost:3000/auth',
    });
    expect(both.statusCode).toBe(403);
    const opaque = await signUp({ 'content-type': 'application/json', origin: 'null' });
    expect(opaque.statusCode).toBe(403);
  });

  it('accepts the request host, the configured app URLs, ALLOWED_ORIGINS and a same-site Referer', async () => {
    expect(
      (await signUp({ 'content-type': 'application/json', origin: 'http://localhost:3000' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await signUp({ 'content-type': 'application/json', origin: 'http://admin.localhost:3000' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await signUp({ 'content-type': 'application/json', origin: 'https://partner.example' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await signUp({
          'content-type': 'application/json',
          referer: 'http://localhost:3000/auth?x=1',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('checks tRPC mutations too, but not reads', async () => {
    const mutation = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(mutation.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost:3000' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('answers 415 for a JSON mutation sent as text or as a form', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await signUp({ 'content-type': type, origin: 'http://localhost:3000' });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({
        message: 'Content-Type must be application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        issues: [],
      });
    }
  });

  it('answers 415 for a multipart body anywhere but the upload routes, tRPC included', async () => {
    const form = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--x--\r\n';
    for (const url of [
      '/trpc/auth.logout',
      '/trpc/auth.register',
      '/api/register',
      '/api/logout',
    ]) {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            host: 'localhost:3000',
            origin: 'http://localhost:3000',
            'content-type': type,
          },
          payload: form,
        });
        expect(response.statusCode, `${url} ${type}`).toBe(415);
        expect(response.json(), url).toEqual({
          message: 'Content-Type must be application/json',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          issues: [],
        });
      }
    }
    // The upload route still reads multipart: a form with no file is refused for that, not its type.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: form,
    });
    expect(upload.statusCode).not.toBe(415);
    expect(upload.statusCode).toBeLessThan(500);
  });

  it('answers 400 with the error body for malformed JSON, on REST and on tRPC', async () => {
    const rest = await signUp(
      { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      '{"username": ',
    );
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      message: 'Malformed JSON in request body',
      code: 'BAD_REQUEST',
      issues: [],
    });

    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{"username": ',
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.appCode).toBe('BAD_REQUEST');
  });

  it('answers 400, not 500, for a JSON body of the wrong shape', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await signUp(
        { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload,
      );
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
  });

  it('answers 413 with the error body for an oversized JSON body', async () => {
    const payload = JSON.stringify({ ...newAgent(), firstName: 'x'.repeat(1_100_000) });
    const response = await signUp(
      { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Request body is too large',
      code: 'PAYLOAD_TOO_LARGE',
      issues: [],
    });
  });

  it('answers 404 with the error body for unknown API paths, whatever the method or Accept', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/nope?x=1',
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      message: 'No route matches GET /api/nope',
      code: 'NOT_FOUND',
      issues: [],
    });
    const post = await call(t.app, 'POST', '/api/nope', { body: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
    expect(
      (await t.app.inject({ method: 'GET', url: '/trpc', headers: { host: 'localhost:3000' } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 400 with the error body for a malformed URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/%E0%A4%A',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends data answers (REST, tRPC, errors) the short header set, pages the document set', async () => {
    for (const url of [
      '/api/programs',
      '/trpc/program.list',
      '/api/nowhere',
      '/api/openapi.json',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:3000' },
      });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/programs',
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends helmet headers with a CSP that allows only our own scripts, and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost:3000', 'x-request-id': 'edge-42' },
    });
    expect(traced.headers['x-request-id']).toBe('edge-42');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost:3000', 'x-request-id': 'a b\nc' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('a b\nc');
  });
});
