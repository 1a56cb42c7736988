import { testDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { accountWithSession } from '../storage/test-fixtures';
import { restRows } from './index';

/** Ids that name no row: beyond int4, zero, negative, fractional, and exponent notation (1000). */
const HOSTILE_IDS = ['2147483648', '0', '-1', '1.5', '1e3'];
/** Of those, the ones no id can ever be: refused as bad input before any query. */
const NEVER_IDS = HOSTILE_IDS.filter((id) => id !== '1e3');

// Rows whose path parameters are all ids (`:id`, `:programId`, …); an invitation's `:token` is not.
const rowsWithIds = restRows.filter(
  (row) =>
    row.path.includes('/:') && (row.path.match(/:[A-Za-z]+/g) ?? []).every((p) => /id$/i.test(p)),
);

function withId(path: string, id: string): string {
  return path.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
}

describe.each(testDrivers())('REST ids outside the id range on %s', (driver) => {
  let t: TestApp;
  let admin: { token: string };
  let owner: { token: string };
  // An agency's own rows are its owner's (an admin belongs to no agency and gets 403 before any id).
  const callerOf = (path: string) => (path.startsWith('/api/agency/') ? owner : admin);

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await accountWithSession(t.database.db, 'admin');
    // Every agent written without an agency founds one and owns it (docs/decisions/025-agencies.md).
    owner = await accountWithSession(t.database.db, 'agent');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has rows with path ids to check', () => {
    expect(rowsWithIds.length).toBeGreaterThan(20);
  });

  it.each(HOSTILE_IDS)(
    'answers id %s with 400 or 404 on every row with a path id, never 500',
    async (id) => {
      const answers: string[] = [];
      for (const row of rowsWithIds) {
        const response = await call(t.app, row.method, withId(row.path, id), {
          token: callerOf(row.path).token,
          ...(row.method === 'GET' || row.method === 'DELETE' ? {} : { body: {} }),
        });
        answers.push(`${row.method} ${row.path} → ${response.statusCode}`);
        expect([400, 404], `${row.method} ${row.path}`).toContain(response.statusCode);
        expect(response.json()).toMatchObject({
          code: expect.any(String),
          issues: expect.any(Array),
        });
      }
      expect(answers).toHaveLength(rowsWithIds.length);
    },
  );

  it.each(NEVER_IDS)(
    'reads id %s as bad input (400 naming the id) on reads and deletes',
    async (id) => {
      for (const row of rowsWithIds.filter((r) => r.method === 'GET' || r.method === 'DELETE')) {
        const response = await call(t.app, row.method, withId(row.path, id), {
          token: callerOf(row.path).token,
        });
        expect(response.statusCode, `${row.method} ${row.path}`).toBe(400);
        const body = response.json() as { code: string; issues: { path: string }[] };
        expect(body.code).toBe('BAD_REQUEST');
        expect(body.issues.map((issue) => issue.path).join(' ')).toMatch(/id/i);
      }
    },
  );

  it.each(HOSTILE_IDS)(
    'answers id %s on the document download and student upload routes with 400 or 404',
    async (id) => {
      const download = await call(
        t.app,
        'GET',
        `/api/documents/${encodeURIComponent(id)}/download`,
        {
          token: admin.token,
        },
      );
      expect([400, 404]).toContain(download.statusCode);
      const upload = await call(
        t.app,
        'POST',
        `/api/students/${encodeURIComponent(id)}/documents`,
        {
          token: admin.token,
          body: {},
        },
      );
      expect([400, 404, 415]).toContain(upload.statusCode);
      if (id !== '1e3') {
        expect(download.statusCode).toBe(400);
        expect(upload.statusCode).toBe(400);
      }
    },
  );
});
