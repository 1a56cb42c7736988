import { edgeTestDrivers } from '@uniguide/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRows } from '../../src/rest';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { applicationForm } from '../../src/storage/test-fixtures';
import { call, createTestApp } from '../helpers';
import { ACCESS_MATRIX, expectedStatus, tokenFor } from './access-matrix';
import { pathParams, procedures, trpcCall } from './http';
import { entryOf, expectNothingOfA, ORDER } from './matrix-calls';
import { buildWorld, createDraft, uploadDocument, type Role, type World } from './world';

const PROCEDURES = procedures();

/**
 * Every application id an answer names: an `applicationId`, or the `id` of an object that is an
 * application (it names its program). A student's or a notification's own id is not one.
 */
function applicationIdsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(applicationIdsIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = [
    typeof record.applicationId === 'number' ? record.applicationId : undefined,
    'programId' in record && typeof record.id === 'number' ? record.id : undefined,
  ].filter((id): id is number => id !== undefined);
  return [...own, ...Object.values(record).flatMap(applicationIdsIn)];
}

describe.each(edgeTestDrivers())('access matrix on %s', (driver) => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(await createTestApp(driver));
  });
  afterAll(async () => {
    await world.t.close();
  });

  it('has a matrix entry for every procedure, and no entry for a procedure that is gone', () => {
    const paths = PROCEDURES.map((procedure) => procedure.path);
    expect(
      paths.filter((path) => !ACCESS_MATRIX[path]),
      'procedures without an access-matrix entry',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS_MATRIX).filter((path) => !paths.includes(path)),
      'matrix entries naming no procedure',
    ).toEqual([]);
  });

  it('maps every REST row onto a procedure of the matrix whose input carries its path parameters', async () => {
    for (const row of restRows) {
      const entry = entryOf(row.procedure);
      // Anonymous: building the input must not count as one of the owner's calls (password flips).
      const input = await entry.input?.({ world, role: 'anonymous' });
      for (const param of pathParams(row.path))
        expect(input, `${row.method} ${row.path} needs :${param}`).toHaveProperty(
          entry.restParams?.[param] ?? param,
        );
      // Agent, owned and owner-only rows are all REST's "any signed-in user"; the procedure decides more.
      const declared =
        entry.access === 'public' || entry.access === 'admin' ? entry.access : 'signedIn';
      expect(row.access, `${row.method} ${row.path} access`).toBe(declared);
    }
  });

  it("never shows another agency or a colleague A's applications, documents or notifications", async () => {
    for (const other of [world.accounts.otherAgent.token, world.accounts.colleague.token]) {
      for (const response of [
        await trpcCall(world.t.app, 'query', 'application.list', {}, other),
        await call(world.t.app, 'GET', '/api/applications', { token: other }),
        await trpcCall(world.t.app, 'query', 'notification.list', {}, other),
        await call(world.t.app, 'GET', '/api/notifications', { token: other }),
      ]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(world.marker);
        expect(response.body).not.toMatch(
          new RegExp(`"id":(${world.applicationId}|${world.reviewedApplicationId})\\b`),
        );
      }
    }
    // A's agency owner sees them all.
    const owned = await call(world.t.app, 'GET', '/api/applications', {
      token: world.accounts.agencyOwner.token,
    });
    expect(owned.body).toContain(world.marker);
    const other = world.accounts.otherAgent.token;
    const marked = await trpcCall(
      world.t.app,
      'mutation',
      'notification.markRead',
      { ids: [world.notificationId] },
      other,
    );
    expect(marked.statusCode).toBe(200);
    const notification = await world.t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', world.notificationId)
      .executeTakeFirstOrThrow();
    expect(notification).toMatchObject({ userId: world.accounts.agent.userId, readAt: null });
  });

  it("flags one passport applied for by two agencies to admins only: A's side shows nothing of the other agency's student", async () => {
    const { app } = world.t;
    const theirs = `Zqxtheirs${world.marker.slice(-8)}`;
    const submit = async (token: string, form: Record<string, unknown>) => {
      const created = await call(app, 'POST', '/api/applications', {
        token,
        body: { programId: world.programId, ...applicationForm(), ...form },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect(
        (await call(app, 'POST', `/api/applications/${id}/submit`, { token })).statusCode,
      ).toBe(200);
      return created.json() as { id: number; studentId: number };
    };
    const ours = await submit(world.accounts.agent.token, { studentPassportNumber: 'zq9876543' });
    const other = await submit(world.accounts.otherAgent.token, {
      studentLastName: theirs,
      studentEmail: `${theirs.toLowerCase()}@example.com`,
      studentDateOfBirth: '1998-03-04',
      studentPassportNumber: 'ZQ 987-6543',
    });

    const admin = await call(app, 'GET', `/api/admin/applications/${ours.id}`, {
      token: world.accounts.admin.token,
    });
    expect(admin.json().duplicates).toEqual([
      expect.objectContaining({ applicationId: other.id, matchedOn: ['passport-number'] }),
    ]);

    // Everything A and A's agency owner read about the student and the application.
    for (const token of [world.accounts.agent.token, world.accounts.agencyOwner.token]) {
      for (const response of [
        await call(app, 'GET', `/api/applications/${ours.id}`, { token }),
        await trpcCall(app, 'query', 'application.byId', { id: ours.id }, token),
        await call(app, 'GET', `/api/students/${ours.studentId}`, { token }),
        await call(app, 'GET', '/api/applications', { token }),
        await call(app, 'GET', '/api/students', { token }),
        await call(app, 'GET', '/api/notifications', { token }),
      ]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(theirs);
        expect(response.body).not.toContain('duplicates');
        expect(applicationIdsIn(response.json())).not.toContain(other.id);
      }
    }
    // And the other agency learns nothing of A's student either.
    const seenByOther = await call(app, 'GET', `/api/applications/${other.id}`, {
      token: world.accounts.otherAgent.token,
    });
    expect(seenByOther.body).not.toContain('duplicates');
    expect(seenByOther.body).not.toMatch(new RegExp(`"(application)?[iI]d":${ours.id}\\b`));
  });

  it("refuses another agent's uploads to and downloads of A's documents with 404", async () => {
    const before = await world.t.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const upload = await uploadDocument(
      world.t,
      world.accounts.otherAgent.token,
      world.applicationId,
    );
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual({
      message: 'Application not found',
      code: 'NOT_FOUND',
      issues: [],
    });
    const after = await world.t.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));

    const url = `/api/documents/${world.documentId}/download`;
    const expected: Record<Role, number> = {
      anonymous: 401,
      deactivatedAgent: 401,
      otherAgent: 404,
      colleague: 404,
      deactivatedMember: 401,
      agencyOwner: 200,
      admin: 200,
      agent: 200,
    };
    for (const role of ORDER) {
      const token = role === 'anonymous' ? null : world.accounts[role].token;
      const response = await call(world.t.app, 'GET', url, { token });
      expect(response.statusCode, `download as ${role}`).toBe(expected[role]);
      expectNothingOfA(world, role, response, 'download');
    }
    expect((await uploadDocument(world.t, '', world.applicationId)).statusCode).toBe(401);
    const deactivated = await uploadDocument(
      world.t,
      world.accounts.deactivatedAgent.token,
      world.applicationId,
    );
    expect(deactivated.statusCode).toBe(401);
  });

  it('refuses the deactivated agent and drops their cookie', async () => {
    const response = await call(world.t.app, 'GET', '/api/user', {
      token: world.accounts.deactivatedAgent.token,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', issues: [] });
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    // A fresh draft of theirs, made before deactivation, would be unreachable too; a new one cannot be made.
    await expect(
      createDraft(world.t, world.accounts.deactivatedAgent.token, world.programId),
    ).rejects.toThrow(/401/);
  });

  it.each(PROCEDURES.map((procedure) => [procedure.path, procedure.type] as const))(
    '%s (%s) over tRPC answers each role as the matrix says',
    async (path, type) => {
      const entry = entryOf(path);
      for (const role of ORDER) {
        const input = await entry.input?.({ world, role });
        const token = await tokenFor(world, role, entry);
        const response = await trpcCall(world.t.app, type, path, input, token);
        expect(response.statusCode, `${path} as ${role}: ${response.body}`).toBe(
          expectedStatus(entry, role),
        );
        expectNothingOfA(world, role, response, path);
      }
    },
  );
});
