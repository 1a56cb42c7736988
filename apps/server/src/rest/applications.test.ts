import { AGENTS_APPLICATION_MESSAGE } from '@uniguide/api';
import { testDrivers } from '@uniguide/db/testing';
import { describe, expect, it } from 'vitest';
import { call, restWorld } from '../../test/helpers';
import { accountWithSession, applicationForm } from '../storage/test-fixtures';

describe.each(testDrivers())('REST applications on %s', (driver) => {
  const world = restWorld(driver);

  async function create(token = world.agent.token, overrides: Record<string, unknown> = {}) {
    const response = await call(world.t.app, 'POST', '/api/applications', {
      token,
      body: { programId: world.programId, ...applicationForm(), ...overrides },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('creates with POST (201, a draft), reads, updates and submits by id', async () => {
    const created = await create();
    expect(created).toMatchObject({
      status: 'draft',
      programId: world.programId,
      studentDateOfBirth: '2002-09-30',
      documents: [],
    });

    const read = await call(world.t.app, 'GET', `/api/applications/${created.id}`, {
      token: world.agent.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().statusHistory).toHaveLength(1);
    expect(read.json().program.intakes).toEqual(['Fall 2026']);

    const updated = await call(world.t.app, 'PUT', `/api/applications/${created.id}`, {
      token: world.agent.token,
      body: {
        ...applicationForm(),
        studentEmail: created.studentEmail,
        id: 999_999,
        studentPhone: '+971 52 999 0000',
        notes: 'Scholarship wanted',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      studentPhone: '+971 52 999 0000',
      notes: 'Scholarship wanted',
    });

    const submitted = await call(world.t.app, 'POST', `/api/applications/${created.id}/submit`, {
      token: world.agent.token,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('submitted');

    const refused = await call(world.t.app, 'PUT', `/api/applications/${created.id}`, {
      token: world.agent.token,
      body: { status: 'approved' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toBe('status');
  });

  it("answers an admin 403 on an agent's draft through the agent rows, in the error shape", async () => {
    const admin = await accountWithSession(world.t.database.db, 'admin');
    const created = await create();
    const edit = await call(world.t.app, 'PUT', `/api/applications/${created.id}`, {
      token: admin.token,
      body: { studentLastName: 'Edited by an admin' },
    });
    const submit = await call(world.t.app, 'POST', `/api/applications/${created.id}/submit`, {
      token: admin.token,
    });
    const message = await call(world.t.app, 'POST', `/api/applications/${created.id}/messages`, {
      token: admin.token,
      body: { body: 'Hello' },
    });
    expect([edit.statusCode, submit.statusCode, message.statusCode]).toEqual([403, 403, 409]);
    expect(edit.json()).toEqual({
      message: AGENTS_APPLICATION_MESSAGE,
      code: 'FORBIDDEN',
      issues: [],
    });
    const read = await call(world.t.app, 'GET', `/api/applications/${created.id}`, {
      token: world.agent.token,
    });
    expect(read.json()).toMatchObject({
      status: 'draft',
      studentLastName: created.studentLastName,
    });
  });

  it('lists as a JSON array with X-Total-Count, bounded by limit and offset', async () => {
    const lister = await accountWithSession(world.t.database.db);
    const ids: number[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await create(lister.token, { studentFirstName: `Student${index}` })).id);
    const all = await call(world.t.app, 'GET', '/api/applications', { token: lister.token });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    const window = await call(world.t.app, 'GET', '/api/applications?limit=1&offset=1', {
      token: lister.token,
    });
    expect(window.json().map((item: { id: number }) => item.id)).toEqual([ids[1]]);
    expect(window.headers['x-total-count']).toBe('3');
    const filtered = await call(world.t.app, 'GET', '/api/applications?status=submitted', {
      token: lister.token,
    });
    expect(filtered.json()).toEqual([]);
    expect(
      (await call(world.t.app, 'GET', '/api/applications?limit=501', { token: lister.token }))
        .statusCode,
    ).toBe(400);
    expect((await call(world.t.app, 'GET', '/api/applications')).statusCode).toBe(401);
  });

  it('answers 404 to another agent on every id route and changes nothing', async () => {
    const created = await create();
    const before = (
      await call(world.t.app, 'GET', `/api/applications/${created.id}`, {
        token: world.agent.token,
      })
    ).json();
    const attempts = [
      call(world.t.app, 'GET', `/api/applications/${created.id}`, { token: world.other.token }),
      call(world.t.app, 'PUT', `/api/applications/${created.id}`, {
        token: world.other.token,
        body: { studentLastName: 'X' },
      }),
      call(world.t.app, 'POST', `/api/applications/${created.id}/submit`, {
        token: world.other.token,
      }),
      call(world.t.app, 'GET', `/api/applications/${created.id}/documents`, {
        token: world.other.token,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Application not found',
        code: 'NOT_FOUND',
        issues: [],
      });
    }
    const after = (
      await call(world.t.app, 'GET', `/api/applications/${created.id}`, {
        token: world.agent.token,
      })
    ).json();
    expect(after).toEqual(before);
  });

  it('answers the docs/product.md §6 messages for an invalid form', async () => {
    const response = await call(world.t.app, 'POST', '/api/applications', {
      token: world.agent.token,
      body: { programId: world.programId, ...applicationForm(), studentGender: '', intakeDate: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'studentGender', message: 'Student gender is required' },
        { path: 'intakeDate', message: 'Intake date is required' },
      ]),
    );
  });
});
