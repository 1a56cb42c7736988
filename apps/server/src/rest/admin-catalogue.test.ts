import { testDrivers } from '@uniguide/db/testing';
import { CATALOGUE_IMPORT_BODY_LIMIT } from '@uniguide/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { accountWithSession } from '../storage/test-fixtures';

describe.each(testDrivers())('REST admin catalogue on %s', (driver) => {
  let t: TestApp;
  let agent: { userId: number; token: string };
  let admin: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(driver);
    agent = await accountWithSession(t.database.db);
    admin = await accountWithSession(t.database.db, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses agents with 403 on every catalogue and message path', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/universities'],
      ['POST', '/api/admin/universities'],
      ['PUT', '/api/admin/universities/1'],
      ['DELETE', '/api/admin/universities/1'],
      ['GET', '/api/admin/programs'],
      ['POST', '/api/admin/programs'],
      ['PUT', '/api/admin/programs/1'],
      ['DELETE', '/api/admin/programs/1'],
      ['POST', '/api/admin/programs/import'],
      ['GET', '/api/admin/contact-messages'],
      ['PATCH', '/api/admin/contact-messages/1'],
    ] as const) {
      const response = await call(t.app, method, url, {
        token: agent.token,
        ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { body: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('manages a university and a program through REST', async () => {
    const created = await call(t.app, 'POST', '/api/admin/universities', {
      token: admin.token,
      body: { name: 'Rest Coast University' },
    });
    expect(created.statusCode).toBe(201);
    const universityId = created.json().id as number;
    const duplicate = await call(t.app, 'POST', '/api/admin/universities', {
      token: admin.token,
      body: { name: 'rest coast university' },
    });
    expect(duplicate.statusCode).toBe(409);

    const program = await call(t.app, 'POST', '/api/admin/programs', {
      token: admin.token,
      body: { universityId, name: 'BA Rest Studies', degree: "Bachelor's Degree", hidden: true },
    });
    expect(program.statusCode).toBe(201);
    const programId = program.json().id as number;
    const list = await call(t.app, 'GET', `/api/admin/programs?universityId=${universityId}`, {
      token: admin.token,
    });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toMatchObject([{ id: programId, hidden: true }]);

    const refused = await call(t.app, 'DELETE', `/api/admin/universities/${universityId}`, {
      token: admin.token,
    });
    expect(refused.statusCode).toBe(409);
    const deleted = await call(t.app, 'DELETE', `/api/admin/programs/${programId}`, {
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(200);
    const renamed = await call(t.app, 'PUT', `/api/admin/universities/${universityId}`, {
      token: admin.token,
      body: { name: 'Rest Bay University' },
    });
    expect(renamed.json()).toMatchObject({ id: universityId, name: 'Rest Bay University' });
  });

  it('previews an import and refuses a wrong file type with 415', async () => {
    const csv =
      'Name of Degree,University name,Degree Level\nBSc Rest Import,Rest Import University,Bachelor\n';
    const preview = await call(t.app, 'POST', '/api/admin/programs/import', {
      token: admin.token,
      body: { fileName: 'c.csv', contentBase64: Buffer.from(csv).toString('base64'), dryRun: true },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, rowsRead: 1, created: 1 });
    const wrongType = await call(t.app, 'POST', '/api/admin/programs/import', {
      token: admin.token,
      body: { fileName: 'c.pdf', contentBase64: 'YQ==', dryRun: true },
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('takes an import body past the 1 MB JSON limit, up to the 20 MB file, on REST and tRPC', async () => {
    // About 3 MB of CSV: 4 MB of base64, four times the limit of every other JSON body. The bytes are
    // in a column the import ignores, so the body is large but its rows few (reading tens of
    // thousands of rows four times over is the import tests' subject, not this one's).
    const notes = 'n'.repeat(3_000);
    const line = `Business,Bachelor,BSc Large Import Program,Large Import University,AED 50000,${notes}\n`;
    const rows = Math.ceil((3 * 1024 * 1024) / line.length);
    const csv = `Field,Degree Level,Name of Degree,University name,Annual Fee,Notes\n${Array.from(
      { length: rows },
      (_, index) => line.replace('Program', `Program ${index}`),
    ).join('')}`;
    const contentBase64 = Buffer.from(csv).toString('base64');
    expect(contentBase64.length).toBeGreaterThan(4 * 1024 * 1024);
    const rest = await call(t.app, 'POST', '/api/admin/programs/import', {
      token: admin.token,
      body: { fileName: 'large.csv', contentBase64, dryRun: true },
    });
    expect(rest.statusCode, rest.body.slice(0, 200)).toBe(200);
    expect(rest.json()).toMatchObject({ dryRun: true, rowsRead: rows, created: rows });
    expect(rest.json().ignoredColumns).toEqual(['Notes']);
    const trpc = await call(t.app, 'POST', '/trpc/admin.catalogue.import', {
      token: admin.token,
      body: { fileName: 'large.csv', contentBase64, dryRun: true },
    });
    expect(trpc.statusCode, trpc.body.slice(0, 200)).toBe(200);

    // Everything else keeps the 1 MB limit; past the import's own limit is a 413 in the error shape.
    const other = await call(t.app, 'POST', '/api/admin/universities', {
      token: admin.token,
      body: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(other.statusCode).toBe(413);
    const tooLarge = await call(t.app, 'POST', '/api/admin/programs/import', {
      token: admin.token,
      body: {
        fileName: 'huge.csv',
        contentBase64: 'A'.repeat(CATALOGUE_IMPORT_BODY_LIMIT),
        dryRun: true,
      },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', issues: [] });
  }, 120_000);

  it('lists contact messages and marks one handled over PATCH', async () => {
    await call(t.app, 'POST', '/api/contact', {
      body: {
        name: 'Rest Visitor',
        email: 'rest@example.com',
        subject: 'Hi',
        message: 'Hello there.',
      },
    });
    const open = await call(t.app, 'GET', '/api/admin/contact-messages?handled=false', {
      token: admin.token,
    });
    const [message] = open.json() as Array<{ id: number }>;
    expect(message).toBeDefined();
    const handled = await call(t.app, 'PATCH', `/api/admin/contact-messages/${message!.id}`, {
      token: admin.token,
      body: { handled: true },
    });
    expect(handled.json()).toMatchObject({ id: message!.id, handledBy: admin.userId });
  });
});
