import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  AGENT_HOST,
  appRoutePaths,
  createTestApp,
  type TestApp,
} from '../../test/helpers';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the two single-page apps, chosen by Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { publicAdminUrl: 'https://console.uniguide.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (host: string, url: string, headers: Record<string, string> = html) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('serves the admin index to admin.* hosts and the agent index to every other host', async () => {
    for (const host of [ADMIN_HOST, 'admin.uniguide.test', 'console.uniguide.test']) {
      const response = await get(host, '/');
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain('<title>admin app</title>');
    }
    for (const host of [AGENT_HOST, 'agent.localhost:3000', 'uniguide.test', '127.0.0.1:3000']) {
      const response = await get(host, '/');
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain('<title>agent app</title>');
    }
  });

  it('falls back to index.html for client routes, revalidated on every visit', async () => {
    const response = await get(AGENT_HOST, '/dashboard/applications/12/edit');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>agent app</title>');
    expect((await get(ADMIN_HOST, '/applications')).body).toContain('<title>admin app</title>');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await get(AGENT_HOST, '/assets/agent-Cx3f9a.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain("console.log('agent')");
    const favicon = await get(AGENT_HOST, '/favicon.svg', { accept: 'image/*' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    // Each host sees only its own app's files.
    expect((await get(AGENT_HOST, '/assets/admin-Cx3f9a.js', { accept: '*/*' })).statusCode).toBe(
      404,
    );
  });

  it('serves the agent app’s catalogue images on the admin host too, but not its other files', async () => {
    const image = await get(ADMIN_HOST, '/images/universities/khalifa.svg', { accept: 'image/*' });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('khalifa');
    expect((await get(ADMIN_HOST, '/assets/agent-Cx3f9a.js', { accept: '*/*' })).statusCode).toBe(
      404,
    );
  });

  it('sends the build’s Brotli or gzip copy to a browser that accepts it, the plain file otherwise', async () => {
    const asset = join(t.agentDist, 'assets', 'agent-Cx3f9a.js');
    const plain = "console.log('agent');";
    await writeFile(`${asset}.br`, brotliCompressSync(plain));
    await writeFile(`${asset}.gz`, gzipSync(plain));
    const fetchAs = (acceptEncoding?: string) =>
      get(AGENT_HOST, '/assets/agent-Cx3f9a.js', {
        accept: '*/*',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      });

    const brotli = await fetchAs('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await fetchAs();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);

    for (const response of [brotli, gzip, identity]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });

  it('compresses the app shell too, still revalidated on every visit', async () => {
    const shell = '<!doctype html><title>agent app</title><div id="root"></div>';
    await writeFile(join(t.agentDist, 'index.html.gz'), gzipSync(shell));
    const response = await get(AGENT_HOST, '/programs', { ...html, 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(shell);
  });

  it('leaves the page policy alone when the shell is revalidated (304)', async () => {
    const page = await get(AGENT_HOST, '/programs');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const etag = page.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await get(AGENT_HOST, '/programs', { ...html, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    // A 304's headers update the stored page's: a data policy here would blank the app on reload.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('serves the home page at the root to any client, HEAD included', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const response = await get(AGENT_HOST, '/', { accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.body, accept).toContain('<title>agent app</title>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { host: ADMIN_HOST } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    const response = await get(AGENT_HOST, '/assets/missing-123.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('never serves files outside the app folder', async () => {
    for (const url of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const response = await get(AGENT_HOST, url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
    }
  });

  describe('pages answer like pages (decision 031)', () => {
    /** A URL for a route path: each dynamic segment filled with a plausible value. */
    const urlOf = (route: string, value: string) =>
      route.replace(/\{-\$[^}]*\}|\$[A-Za-z0-9_]*/g, value);
    const hosts = [
      { host: AGENT_HOST, app: 'agent' as const },
      { host: ADMIN_HOST, app: 'admin' as const },
    ];

    it('answers every route of each app 200 with its page, for any Accept that is not JSON-only', async () => {
      for (const { host, app } of hosts) {
        // The student's page answers by its link, not by its path (the next test).
        const routes = (await appRoutePaths(app)).filter((route) => route !== '/s/$token');
        expect(routes.length, app).toBeGreaterThan(5);
        for (const route of routes) {
          for (const value of ['12', '0f8c5a52-3e2b-4c1e-9a59-2f6a3b1c7d10', 'name.with.dots']) {
            const url = urlOf(route, value);
            for (const accept of [undefined, '*/*', html.accept, 'image/*', 'text/plain']) {
              const response = await get(host, url, accept ? { accept } : {});
              expect(response.statusCode, `${host} ${url} ${accept}`).toBe(200);
              expect(response.headers['content-type'], url).toContain('text/html');
              expect(response.body, url).toContain(`<title>${app} app</title>`);
            }
          }
        }
      }
    });

    it("answers the student's page of a link that is not live with the app's page and a 404", async () => {
      for (const url of [`/s/${'a'.repeat(43)}`, '/s/12', '/s/12/']) {
        const response = await get(AGENT_HOST, url, html);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<title>agent app</title>');
      }
    });

    it('matches routes with a trailing slash, a query and any letter case', async () => {
      for (const url of ['/dashboard/', '/Dashboard', '/programs?q=medicine', '/dashboard/?x=1']) {
        expect((await get(AGENT_HOST, url, { accept: '*/*' })).statusCode, url).toBe(200);
      }
      expect((await get(ADMIN_HOST, '/users/42/', { accept: '*/*' })).statusCode).toBe(200);
    });

    it('answers curl’s */* on a page with the page, not a JSON 404', async () => {
      const response = await get(AGENT_HOST, '/dashboard', { accept: '*/*' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>agent app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers a path that is no route with the app’s not-found page and a 404', async () => {
      for (const { host, app } of hosts) {
        for (const url of [
          '/no-such-page',
          '/dashboard/applications/12/edit/more',
          '/programs/12/extra',
          '/sign-in/x',
        ]) {
          for (const accept of ['*/*', html.accept]) {
            const response = await get(host, url, { accept });
            expect(response.statusCode, `${host} ${url} ${accept}`).toBe(404);
            expect(response.headers['content-type'], url).toContain('text/html');
            expect(response.headers['cache-control'], url).toBe('no-cache');
            expect(response.body, url).toContain(`<title>${app} app</title>`);
          }
        }
      }
      // Each app's routes are its own: the admin console has no /dashboard, the agent app no /sign-in.
      expect((await get(ADMIN_HOST, '/dashboard')).statusCode).toBe(404);
      expect((await get(AGENT_HOST, '/sign-in')).statusCode).toBe(404);
    });

    it('sends the not-found page whole even to a revalidating browser', async () => {
      const page = await get(AGENT_HOST, '/dashboard');
      const response = await get(AGENT_HOST, '/nowhere', {
        ...html,
        'if-none-match': page.headers.etag as string,
        'if-modified-since': new Date(Date.now() + 60_000).toUTCString(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
      expect(response.body).toContain('<title>agent app</title>');
    });

    it('answers a client that accepts only JSON with the JSON 404, route or not', async () => {
      for (const accept of [
        'application/json',
        'application/problem+json, application/json;q=0.5',
        'application/json, text/html;q=0',
      ]) {
        for (const url of ['/dashboard', '/no-such-page']) {
          const response = await get(AGENT_HOST, url, { accept });
          expect(response.statusCode, `${url} ${accept}`).toBe(404);
          expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
    });

    it('keeps /api and /trpc unknowns a JSON 404 whatever the client accepts', async () => {
      for (const { host } of hosts) {
        for (const url of ['/api/nope', '/api', '/trpc/nope.query', '/trpc']) {
          for (const accept of ['*/*', html.accept]) {
            const response = await get(host, url, { accept });
            expect(response.statusCode, `${host} ${url}`).toBe(404);
            expect(response.headers['content-type'], url).toContain('application/json');
            expect(JSON.stringify(response.json()), url).toContain('"code":"NOT_FOUND"');
          }
        }
      }
    });

    it('leaves every path to the app when its build has no route list', async () => {
      await rm(join(t.agentDist, 'routes.json'));
      const response = await get(AGENT_HOST, '/no-such-page', { accept: '*/*' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>agent app</title>');
    });
  });

  it('explains with a 503 page when an app has not been built', async () => {
    await rm(join(t.adminDist, 'index.html'));
    const response = await get(ADMIN_HOST, '/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('pnpm build');
    expect((await get(AGENT_HOST, '/')).statusCode).toBe(200);
  });
});
