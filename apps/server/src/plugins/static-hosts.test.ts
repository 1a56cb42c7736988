import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, AGENT_HOST, createTestApp, type TestApp } from '../../test/helpers';

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

  it('explains with a 503 page when an app has not been built', async () => {
    await rm(join(t.adminDist, 'index.html'));
    const response = await get(ADMIN_HOST, '/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('pnpm build');
    expect((await get(AGENT_HOST, '/')).statusCode).toBe(200);
  });
});
