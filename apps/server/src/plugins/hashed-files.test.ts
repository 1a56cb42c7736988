import { rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_HOST, AGENT_HOST, createTestApp, type TestApp } from '../../test/helpers';
import { rawGet } from '../../test/raw-get';
import { HashedFiles } from './hashed-files';

/** Over MIN_COMPRESS_BYTES, so the compressed copies are sent from memory too. */
const PLAIN = "console.log('kept in memory');\n".repeat(64);

/** What stays the same from one answer to the next: all but the per-request and file-system headers. */
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
