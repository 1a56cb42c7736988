import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_HOST, AGENT_HOST, createTestApp, type TestApp } from '../../test/helpers';
import { rawGet, rawHead } from '../../test/raw-get';
import { appForHost } from '../hosts';
import { securityHeaders } from '../security-headers';
import { HashedFiles } from './hashed-files';

/** Over MIN_COMPRESS_BYTES, so the compressed copies are sent from memory too. */
const PLAIN = "console.log('kept in memory');\n".repeat(64);

/**
 * What stays the same from the first answer (from disk) to the next (from memory): all but the
 * per-request headers and the validators, which are @fastify/static's on disk (a weak ETag of size
 * and time, Last-Modified, Accept-Ranges) and the cache's own in memory (a strong ETag of the bytes).
 */
function lasting(headers: IncomingHttpHeaders) {
  const {
    date: _date,
    'x-request-id': _id,
    etag: _etag,
    'last-modified': _modified,
    'accept-ranges': _ranges,
    ...rest
  } = headers;
  return rest;
}

describe('the hashed files, from memory once sent (decision 100)', () => {
  let t: TestApp;
  let origin: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    t = await createTestApp('pglite', {}, { logger });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Writes a hashed file with its build's Brotli and gzip copies; returns its path on disk. */
  async function hashedFile(name: string): Promise<string> {
    const file = join(t.agentDist, 'assets', name);
    await writeFile(file, PLAIN);
    await writeFile(`${file}.br`, brotliCompressSync(PLAIN));
    await writeFile(`${file}.gz`, gzipSync(PLAIN));
    return file;
  }

  async function removeFromDisk(file: string): Promise<void> {
    await Promise.all([rm(file), rm(`${file}.br`), rm(`${file}.gz`)]);
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${origin}${path}`, { host: AGENT_HOST, ...headers });

  /**
   * Waits until `path` is answered from memory: its bytes are read after the first answer has
   * finished. The memory's ETag is a hash of the bytes; @fastify/static's is weak (`W/"size-mtime"`).
   */
  async function untilKept(path: string): Promise<void> {
    await vi.waitFor(async () => expect((await get(path)).headers.etag).toMatch(/^"/));
  }

  it('answers a file from memory after its first answer, with the same headers and bytes', async () => {
    const file = await hashedFile('kept-Ab12Cd.js');
    const fromDisk = {
      br: await get('/assets/kept-Ab12Cd.js', { 'accept-encoding': 'br' }),
      gzip: await get('/assets/kept-Ab12Cd.js', { 'accept-encoding': 'gzip' }),
      identity: await get('/assets/kept-Ab12Cd.js'),
    };
    await untilKept('/assets/kept-Ab12Cd.js');
    await removeFromDisk(file);

    const fromMemory = {
      br: await get('/assets/kept-Ab12Cd.js', { 'accept-encoding': 'gzip, deflate, br' }),
      gzip: await get('/assets/kept-Ab12Cd.js', { 'accept-encoding': 'gzip' }),
      identity: await get('/assets/kept-Ab12Cd.js'),
    };
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const answer = fromMemory[encoding];
      expect(answer.status, encoding).toBe(200);
      expect(lasting(answer.headers), encoding).toEqual(lasting(fromDisk[encoding].headers));
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    // One strong validator for the bytes, whichever encoding carries them.
    expect(new Set(Object.values(fromMemory).map((answer) => answer.headers.etag)).size).toBe(1);
    expect(brotliDecompressSync(fromMemory.br.body).toString()).toBe(PLAIN);
    expect(gunzipSync(fromMemory.gzip.body).toString()).toBe(PLAIN);
    expect(fromMemory.identity.body.toString()).toBe(PLAIN);
    expect(fromMemory.identity.headers['content-encoding']).toBeUndefined();
  });

  it('answers a revalidation with its ETag 304, and logs one request line', async () => {
    const file = await hashedFile('etag-Ef34Gh.js');
    await get('/assets/etag-Ef34Gh.js');
    await untilKept('/assets/etag-Ef34Gh.js');
    await removeFromDisk(file);
    const { etag } = (await get('/assets/etag-Ef34Gh.js')).headers;
    lines.length = 0;
    const revalidated = await get('/assets/etag-Ef34Gh.js', {
      'if-none-match': String(etag),
      'x-request-id': 'hashed-file-1',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    await vi.waitFor(() => expect(lines.some((line) => line.msg === 'request')).toBe(true));
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        reqId: 'hashed-file-1',
        method: 'GET',
        url: '/assets/etag-Ef34Gh.js',
        status: 304,
      }),
    ]);
  });

  it('answers a HEAD from memory too, headers without the body', async () => {
    const file = await hashedFile('head-Qr90St.js');
    await get('/assets/head-Qr90St.js');
    await untilKept('/assets/head-Qr90St.js');
    await removeFromDisk(file);
    const head = await rawHead(`${origin}/assets/head-Qr90St.js`, {
      host: AGENT_HOST,
      'accept-encoding': 'br',
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(PLAIN).length);
    expect(head.body.length).toBe(0);
  });

  it('sends the build’s copy of a file under 1 KB too, as the disk does', async () => {
    const small = 'console.log(1);\n'.repeat(40);
    const file = join(t.agentDist, 'assets', 'small-Uv12Wx.js');
    await writeFile(file, small);
    await writeFile(`${file}.br`, brotliCompressSync(small));
    const fromDisk = await get('/assets/small-Uv12Wx.js', { 'accept-encoding': 'br' });
    await untilKept('/assets/small-Uv12Wx.js');
    const fromMemory = await get('/assets/small-Uv12Wx.js', { 'accept-encoding': 'br' });
    expect(fromDisk.headers['content-encoding']).toBe('br');
    expect(fromMemory.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fromMemory.body).toString()).toBe(small);
  });

  it('keeps a file for its own app only, and never under a URL with a query', async () => {
    const file = await hashedFile('own-Ij56Kl.js');
    await get('/assets/own-Ij56Kl.js?v=1');
    await untilKept('/assets/own-Ij56Kl.js');
    await removeFromDisk(file);
    expect((await get('/assets/own-Ij56Kl.js')).status).toBe(200);
    expect((await get('/assets/own-Ij56Kl.js?v=1')).status).toBe(404);
    expect((await get('/assets/own-Ij56Kl.js', { host: ADMIN_HOST })).status).toBe(404);
  });

  it('leaves a range request to the file on disk', async () => {
    const file = await hashedFile('range-Mn78Op.js');
    await untilKept('/assets/range-Mn78Op.js');
    const range = await get('/assets/range-Mn78Op.js', { range: 'bytes=0-6' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(PLAIN.slice(0, 7));
    await removeFromDisk(file);
    expect((await get('/assets/range-Mn78Op.js', { range: 'bytes=0-6' })).status).toBe(404);
    expect((await get('/assets/range-Mn78Op.js')).status).toBe(200);
  });

  it('keeps only a file under its own name', () => {
    expect(HashedFiles.keeps('/assets/a-1.js', '/assets/a-1.js')).toBe(true);
    expect(HashedFiles.keeps('/assets/a-1.js?v=2', '/assets/a-1.js')).toBe(false);
    expect(HashedFiles.keeps('/assets/../assets/a-1.js', '/assets/a-1.js')).toBe(false);
    expect(HashedFiles.keeps('/favicon.svg', '/favicon.svg')).toBe(false);
  });
});

describe('HashedFiles.remember', () => {
  const config = { publicAdminUrl: 'http://admin.localhost:3000' };
  const files = new HashedFiles(
    securityHeaders({ production: false }),
    (host) => appForHost(host, config),
    pino({ level: 'silent' }),
  );
  const sent = (length: number) => ({
    contentType: 'text/javascript',
    cacheControl: 'public, max-age=31536000',
    encoding: 'identity' as const,
    length,
  });
  const headers = sent(Buffer.byteLength(PLAIN));
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hashed-files-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a file whose copies hold its bytes', async () => {
    const file = join(dir, 'whole.js');
    await writeFile(file, PLAIN);
    await writeFile(`${file}.br`, brotliCompressSync(PLAIN));
    await writeFile(`${file}.gz`, gzipSync(PLAIN));
    expect(await files.remember('agent', 'localhost:3000', '/assets/whole.js', file, headers)).toBe(
      true,
    );
  });

  it('leaves to the disk a file whose copy holds other bytes (a build writing meanwhile)', async () => {
    const file = join(dir, 'half-written.js');
    await writeFile(file, PLAIN);
    await writeFile(`${file}.br`, brotliCompressSync(PLAIN.slice(0, 100)));
    expect(
      await files.remember('agent', 'localhost:3000', '/assets/half-written.js', file, headers),
    ).toBe(false);
  });

  it('leaves to the disk a file read at another length than it was sent (a build writing meanwhile)', async () => {
    const file = join(dir, 'truncated.js');
    await writeFile(file, PLAIN.slice(0, 100));
    expect(
      await files.remember('agent', 'localhost:3000', '/assets/truncated.js', file, headers),
    ).toBe(false);
    expect(
      await files.remember('agent', 'localhost:3000', '/assets/truncated.js', file, sent(100)),
    ).toBe(true);
  });

  it('leaves to the disk a file sent for another app than its Host names (X-Forwarded-Host)', async () => {
    const file = join(dir, 'forwarded.js');
    await writeFile(file, PLAIN);
    expect(
      await files.remember('admin', 'localhost:3000', '/assets/forwarded.js', file, headers),
    ).toBe(false);
    expect(
      await files.remember('admin', 'admin.localhost:3000', '/assets/forwarded.js', file, headers),
    ).toBe(true);
  });
});
