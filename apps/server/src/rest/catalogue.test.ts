import { queries, type Kysely, type DB } from '@uniguide/db';
import { testDrivers } from '@uniguide/db/testing';
import { CONTACT_THANK_YOU } from '@uniguide/domain';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerOverRest, type TestApp } from '../../test/helpers';

async function seedFixture(db: Kysely<DB>) {
  const [marina, desert] = await queries.catalogue.insertUniversities(db, [
    { name: 'Marina University', location: 'Dubai, Dubai', emirate: 'Dubai' },
    { name: 'Desert College', location: 'Sharjah, Sharjah', emirate: 'Sharjah' },
  ]);
  const base = {
    degree: "Bachelor's Degree",
    studyField: 'Engineering',
    duration: '4 years',
    intakes: ['September'],
  };
  const rows: queries.catalogue.ProgramValues[] = [
    {
      ...base,
      universityId: marina!.id,
      name: 'BSc Civil Engineering',
      tuitionText: 'AED 60,000',
      tuitionAed: 60_000,
    },
    {
      ...base,
      universityId: marina!.id,
      name: 'MSc Data Science',
      degree: "Master's Degree",
      studyField: 'Computer Science & IT',
      duration: '2 years',
      tuitionText: null,
      tuitionAed: null,
      hasScholarship: true,
    },
    {
      ...base,
      universityId: desert!.id,
      name: 'Diploma in Design',
      degree: 'Diploma',
      studyField: 'Arts & Humanities',
      duration: '1 year',
      tuitionText: 'AED 20,000',
      tuitionAed: 20_000,
    },
  ];
  // More programs than any page, so answering the whole catalogue is visible.
  for (let i = 0; i < 120; i++) {
    rows.push({
      ...base,
      universityId: desert!.id,
      name: `Zz Elective ${String(i).padStart(3, '0')}`,
      tuitionText: 'AED 40,000',
      tuitionAed: 40_000,
    });
  }
  const ids = await queries.catalogue.insertPrograms(db, rows);
  return { marina: marina!.id, desert: desert!.id, civil: ids[0]! };
}

describe.each(testDrivers())('catalogue REST on %s', (driver) => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedFixture>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    fixture = await seedFixture(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => call(t.app, 'GET', url, { token });

  it('answers GET /api/programs with the whole catalogue as an array, with X-Total-Count', async () => {
    const response = await get('/api/programs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('123');
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(123);
    expect(body[0]).toMatchObject({
      name: 'BSc Civil Engineering',
      university: { name: 'Marina University' },
    });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('answers every match after an offset when no limit is given', async () => {
    const response = await get('/api/programs?offset=110');
    expect(response.json()).toHaveLength(13);
    expect(response.headers['x-total-count']).toBe('123');
    const limited = await get('/api/programs?limit=500');
    expect(limited.json()).toHaveLength(123);
  });

  it('sends the whole catalogue compressed, from the first answer on, and 304 for its ETag', async () => {
    const url = '/api/programs?search=elective';
    const first = await call(t.app, 'GET', url, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const programs = JSON.parse(gunzipSync(first.rawPayload).toString()) as unknown[];
    expect(programs).toHaveLength(Number(first.headers['x-total-count']));
    expect(programs.length).toBeGreaterThan(100);
    const again = await call(t.app, 'GET', url, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('pages with limit and offset', async () => {
    const response = await get('/api/programs?limit=5&offset=120');
    expect(response.json().map((program: { name: string }) => program.name)).toEqual([
      'Zz Elective 117',
      'Zz Elective 118',
      'Zz Elective 119',
    ]);
    expect(response.headers['x-total-count']).toBe('123');
  });

  it('applies the query parameters of docs/product.md §8', async () => {
    const names = async (query: string) =>
      (await get(`/api/programs?${query}`)).json().map((p: { name: string }) => p.name);
    expect(await names(`degree=${encodeURIComponent("Master's Degree")}&degree=Diploma`)).toEqual([
      'Diploma in Design',
      'MSc Data Science',
    ]);
    expect(await names(`studyField=${encodeURIComponent('Arts & Humanities')}`)).toEqual([
      'Diploma in Design',
    ]);
    expect(await names(`university=${fixture.marina}&duration=2%20years`)).toEqual([
      'MSc Data Science',
    ]);
    expect(await names('hasScholarship=true')).toEqual(['MSc Data Science']);
    expect(await names('maxTuition=30000')).toEqual(['Diploma in Design']);
    expect(await names('search=MARINA%20civil')).toEqual(['BSc Civil Engineering']);
  });

  it('answers 400 with the error body for bad parameters, never a 5xx', async () => {
    const cases: Array<[string, string]> = [
      ['degree=Astrology', 'Unknown degree level'],
      ['maxTuition=cheap', 'maxTuition must be a number'],
      [`search=${'x'.repeat(10_240)}`, 'Search text must be at most 200 characters'],
      ['limit=501', ''],
      ['university=abc', 'University must be an id'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/programs?${query}`);
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('BAD_REQUEST');
      if (message) expect(body.message).toBe(message);
    }
  });

  it('answers an empty list for SQL metacharacters and out-of-range ids', async () => {
    for (const query of [
      'search=%27%3B%20DROP%20TABLE%20programs%3B--',
      'search=%25',
      'search=_',
      'university=99999999999',
    ]) {
      const response = await get(`/api/programs?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
    }
  });

  it('answers one program, 404 for an unknown one and 400 for a malformed id', async () => {
    const ok = await get(`/api/programs/${fixture.civil}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: fixture.civil,
      name: 'BSc Civil Engineering',
      tuitionAed: 60_000,
    });
    const missing = await get('/api/programs/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Program not found', code: 'NOT_FOUND', issues: [] });
    expect((await get('/api/programs/abc')).statusCode).toBe(400);
    expect((await get('/api/programs/99999999999')).statusCode).toBe(400);
  });

  it('lists universities and answers one with its program count', async () => {
    const list = await get('/api/universities');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { id: number; name: string }) => u.name)).toEqual([
      'Desert College',
      'Marina University',
    ]);
    const one = await get(`/api/universities/${fixture.marina}`);
    expect(one.json()).toMatchObject({
      id: fixture.marina,
      name: 'Marina University',
      programCount: 2,
    });
    expect((await get('/api/universities/987654')).statusCode).toBe(404);
  });

  it('saves, lists and removes programs for the signed-in agent only', async () => {
    expect((await get('/api/saved-programs')).statusCode).toBe(401);
    const { token } = await registerOverRest(t.app);
    const added = await call(t.app, 'POST', '/api/saved-programs', {
      token,
      body: { programId: fixture.civil },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ programId: fixture.civil, saved: true });
    const list = await get('/api/saved-programs', token);
    expect(list.json().map((entry: { programId: number }) => entry.programId)).toEqual([
      fixture.civil,
    ]);
    const unknown = await call(t.app, 'POST', '/api/saved-programs', {
      token,
      body: { programId: 987_654 },
    });
    expect(unknown.statusCode).toBe(404);
    const removed = await call(t.app, 'DELETE', `/api/saved-programs/${fixture.civil}`, { token });
    expect(removed.statusCode).toBe(204);
    expect((await get('/api/saved-programs', token)).json()).toEqual([]);
    const other = await registerOverRest(t.app);
    expect((await get('/api/saved-programs', other.token)).json()).toEqual([]);
  });

  it('stores a contact message with 201 and rejects an invalid one with the form message', async () => {
    const body = {
      name: 'Noor',
      email: 'noor@example.com',
      subject: 'Hello',
      message: 'Question about fees',
    };
    const sent = await call(t.app, 'POST', '/api/contact', { body });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: CONTACT_THANK_YOU });
    const invalid = await call(t.app, 'POST', '/api/contact', { body: { ...body, email: 'nope' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Please enter a valid email',
      code: 'BAD_REQUEST',
      issues: [{ path: 'email', message: 'Please enter a valid email' }],
    });
  });
});
