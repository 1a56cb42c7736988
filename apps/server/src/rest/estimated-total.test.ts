import { queries } from '@uniguide/db';
import { sql } from '@uniguide/db/testing';
import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';

/** More matches than EXACT_COUNT_LIMIT (1 000), so the REST list estimates its total. */
const MANY = 1100;

describe.each(testDrivers())('estimated list totals over REST on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const [university] = await queries.catalogue.insertUniversities(t.database.db, [
      { name: 'Sample University', location: 'Dubai, Dubai', emirate: 'Dubai' },
    ]);
    await queries.catalogue.insertPrograms(
      t.database.db,
      Array.from({ length: MANY }, (_, index) => ({
        universityId: university!.id,
        name: `Sampled Program ${String(index).padStart(4, '0')}`,
        degree: index === 0 ? 'PhD' : "Bachelor's Degree",
        studyField: 'Engineering',
        duration: '4 years',
        intakes: ['September'],
        tuitionText: null,
        tuitionAed: null,
      })),
    );
    // The table looks far larger than the sample reads, so the sample is partial: an estimate. On
    // PostgreSQL autovacuum must not re-analyse it (and restore the true page count) meanwhile.
    await sql`ALTER TABLE programs SET (autovacuum_enabled = false)`.execute(t.database.db);
    await sql`UPDATE pg_class SET relpages = 1000000 WHERE oid = to_regclass('programs')`.execute(
      t.database.db,
    );
  });
  afterAll(() => t.close());

  it('adds X-Total-Count-Estimated: true to an estimated total, and nothing to an exact one', async () => {
    const estimated = await call(t.app, 'GET', '/api/programs?search=sampled&limit=5');
    expect(estimated.statusCode).toBe(200);
    expect(Number(estimated.headers['x-total-count'])).toBeGreaterThan(1000);
    expect(estimated.headers['x-total-count-estimated']).toBe('true');
    expect(estimated.json()).toHaveLength(5);

    const exact = await call(t.app, 'GET', '/api/programs?degree=PhD');
    expect(exact.headers['x-total-count']).toBe('1');
    expect(exact.headers['x-total-count-estimated']).toBeUndefined();

    const unfiltered = await call(t.app, 'GET', '/api/programs?limit=5');
    expect(unfiltered.headers['x-total-count']).toBe(String(MANY));
    expect(unfiltered.headers['x-total-count-estimated']).toBeUndefined();
  });

  it('counts exactly when the whole filtered catalogue is answered, estimate or not for a page', async () => {
    const whole = await call(t.app, 'GET', '/api/programs?search=sampled');
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toHaveLength(MANY);
    expect(whole.headers['x-total-count']).toBe(String(MANY));
    expect(whole.headers['x-total-count-estimated']).toBeUndefined();
  });

  it('replays the header on a cached answer', async () => {
    const url = '/api/programs?search=sampled&limit=6';
    const first = await call(t.app, 'GET', url);
    const second = await call(t.app, 'GET', url);
    expect(second.headers['x-total-count-estimated']).toBe('true');
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('documents the header on list answers in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const list = document.paths['/api/programs'].get.responses['200'];
    expect(Object.keys(list.headers)).toEqual(['X-Total-Count', 'X-Total-Count-Estimated']);
  });
});
