import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createMemoryStorage } from '@uniguide/api';
import { queries, type DB, type Kysely } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import { testDrivers } from '@uniguide/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { accountWithSession } from '../storage/test-fixtures';
import { CATALOGUE_CACHE_CONTROL } from '../catalogue-cache/hit-writer';
import { VERSION_CHECK_INTERVAL_MS } from './catalogue-cache';

async function seedCatalogue(db: Kysely<DB>) {
  const [university] = await queries.catalogue.insertUniversities(db, [
    { name: 'Cache Coast University', location: 'Dubai, Dubai', emirate: 'Dubai' },
  ]);
  const base = {
    universityId: university!.id,
    degree: "Bachelor's Degree",
    studyField: 'Engineering',
    duration: '4 years',
    intakes: ['September'],
    description: 'A long enough description to make the list worth compressing. '.repeat(8),
  };
  const ids = await queries.catalogue.insertPrograms(db, [
    { ...base, name: 'BSc Cache Engineering' },
    { ...base, name: 'BSc Coherence Studies', degree: "Master's Degree" },
    ...Array.from({ length: 20 }, (_, i) => ({ ...base, name: `Zz Filler ${i}` })),
  ]);
  return { universityId: university!.id, programId: ids[0]! };
}

/** Writes programs without moving the catalogue version, to tell a cached answer from a fresh one. */
async function writeBehindTheCache(db: Kysely<DB>, programId: number, name: string) {
  await sql`ALTER TABLE programs DISABLE TRIGGER programs_catalogue_version`.execute(db);
  try {
    await db.updateTable('programs').set({ name }).where('id', '=', programId).execute();
  } finally {
    await sql`ALTER TABLE programs ENABLE TRIGGER programs_catalogue_version`.execute(db);
  }
}

const firstName = (body: string) => (JSON.parse(body) as Array<{ name: string }>)[0]?.name;

describe.each(testDrivers())('catalogue response cache on %s', (driver) => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedCatalogue>>;
  let admin: { token: string };
  const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
    call(t.app, 'GET', url, { headers, token });
  const rename = (name: string) =>
    call(t.app, 'PUT', `/api/admin/programs/${fixture.programId}`, {
      token: admin.token,
      body: { universityId: fixture.universityId, name, degree: "Bachelor's Degree" },
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    fixture = await seedCatalogue(t.database.db);
    admin = await accountWithSession(t.database.db, 'admin');
  });
  afterAll(() => t.close());

  it('answers a repeated read from memory with a strong ETag and public caching', async () => {
    const first = await get('/api/programs');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(first.headers.vary).toContain('accept-encoding');
    expect(firstName(first.body)).toBe('BSc Cache Engineering');

    await writeBehindTheCache(t.database.db, fixture.programId, 'BSc Cache Engineering (new)');
    const second = await get('/api/programs');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('answers 304 without a body to a matching If-None-Match, weak or strong', async () => {
    const fresh = await get('/api/universities');
    const etag = fresh.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await get('/api/universities', { 'if-none-match': header });
      expect(revalidated.statusCode, header).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    }
    expect((await get('/api/universities', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shares one entry between spellings of the same query', async () => {
    const a = await get(
      "/api/programs?degree=Master's%20Degree&degree=Bachelor's%20Degree&limit=5",
    );
    const size = t.app.catalogueCache.size;
    const b = await get(
      "/api/programs?limit=5&degree=Bachelor's%20Degree&degree=Master's%20Degree",
    );
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(t.app.catalogueCache.size).toBe(size);
  });

  it('shows an admin update made through the API on the very next read', async () => {
    const before = await get('/api/programs');
    expect((await rename('AAA Renamed Cache Program')).statusCode).toBe(200);
    const after = await get('/api/programs');
    expect(firstName(after.body)).toBe('AAA Renamed Cache Program');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const oldTag = await get('/api/programs', { 'if-none-match': before.headers.etag as string });
    expect(oldTag.statusCode).toBe(200);
    const detail = await get(`/api/programs/${fixture.programId}`);
    expect(detail.json()).toMatchObject({ name: 'AAA Renamed Cache Program' });
  });

  it('shows programs an admin imports through the API on the next read', async () => {
    await get('/api/programs?search=imported');
    const csv =
      'Name of Degree,University name,Degree Level\nBSc Imported Caching,Cache Coast University,Bachelor\n';
    const imported = await call(t.app, 'POST', '/api/admin/programs/import', {
      token: admin.token,
      body: {
        fileName: 'c.csv',
        contentBase64: Buffer.from(csv).toString('base64'),
        dryRun: false,
      },
    });
    expect(imported.json()).toMatchObject({ dryRun: false, created: 1 });
    const found = await get('/api/programs?search=imported');
    expect(found.json()).toMatchObject([{ name: 'BSc Imported Caching' }]);
  });

  it('gives every caller the same bytes and never caches who asked', async () => {
    const agent = await accountWithSession(t.database.db);
    await queries.catalogue.saveProgram(t.database.db, agent.userId, fixture.programId);
    const anonymous = await get('/api/programs?limit=3');
    const signedIn = await get('/api/programs?limit=3', {}, agent.token);
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(signedIn.body).not.toMatch(/saved|username|agent/i);

    // A batch that also asks who is signed in is answered for that user, and never cached.
    const input = encodeURIComponent(JSON.stringify({ 1: { limit: 3 } }));
    const mixed = await call(t.app, 'GET', `/trpc/auth.me,program.list?batch=1&input=${input}`, {
      token: agent.token,
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()[0].result.data).toMatchObject({ id: agent.userId });
    expect(mixed.headers.etag).toBeUndefined();
    expect(mixed.headers['cache-control']).toBeUndefined();
  });

  it('caches tRPC batches of catalogue reads under their canonical input', async () => {
    const url = (input: unknown) =>
      `/trpc/program.list,university.list?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    const first = await get(url({ 0: { pageSize: 5, page: 1 } }));
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    const [programs, universities] = first.json() as Array<{ result: { data: unknown } }>;
    expect(programs!.result.data).toMatchObject({ page: 1, pageSize: 5 });
    expect(universities!.result.data).toEqual(expect.any(Array));
    const size = t.app.catalogueCache.size;
    const reordered = await get(url({ 0: { page: 1, pageSize: 5 } }));
    expect(reordered.body).toBe(first.body);
    expect(reordered.headers['content-type']).toBe(first.headers['content-type']);
    expect(t.app.catalogueCache.size).toBe(size);
    const revalidated = await get(url({ 0: { page: 1, pageSize: 5 } }), {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps errors out of the cache', async () => {
    for (const url of ['/api/programs/2147483000', '/api/programs?degree=Astrology']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers.etag, url).toBeUndefined();
      expect(response.headers['cache-control'], url).not.toBe(CATALOGUE_CACHE_CONTROL);
    }
  });

  it('compresses the first gzip or brotli request after an identity fill, identical once unpacked', async () => {
    const url = '/api/programs?limit=20';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a fill itself when its request accepts compression', async () => {
    const url = '/api/programs?limit=21';
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await get(url);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
  });

  it('answers compressed requests that arrive while the copies are made with those copies', async () => {
    const url = '/api/programs?limit=22';
    const plain = await get(url);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get(url, { 'accept-encoding': 'gzip' })),
    );
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe.each(testDrivers())('catalogue cache across processes on %s', (driver) => {
  let a: TestApp;
  let b: FastifyInstance;
  let admin: { token: string };
  let fixture: Awaited<ReturnType<typeof seedCatalogue>>;

  beforeAll(async () => {
    a = await createTestApp(driver);
    fixture = await seedCatalogue(a.database.db);
    admin = await accountWithSession(a.database.db, 'admin');
    // A second server on the same database, with a cache of its own.
    b = await buildApp({
      database: a.database,
      storage: createMemoryStorage(),
      config: { agentDist: a.agentDist, adminDist: a.adminDist },
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("shows another server's catalogue write within the version check interval", async () => {
    const before = await call(a.app, 'GET', `/api/programs/${fixture.programId}`);
    expect(before.json()).toMatchObject({ name: 'BSc Cache Engineering' });
    const updated = await call(b, 'PUT', `/api/admin/programs/${fixture.programId}`, {
      token: admin.token,
      body: { universityId: fixture.universityId, name: 'BSc Cache Elsewhere' },
    });
    expect(updated.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_INTERVAL_MS + 100));
    const after = await call(a.app, 'GET', `/api/programs/${fixture.programId}`);
    expect(after.json()).toMatchObject({ name: 'BSc Cache Elsewhere' });
  });
});
