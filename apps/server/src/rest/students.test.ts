import { testDrivers } from '@uniguide/db/testing';
import { EXPIRY_TYPE_MESSAGE, STUDENT_EMAIL_TAKEN_MESSAGE } from '@uniguide/domain';
import { describe, expect, it } from 'vitest';
import { call, restWorld } from '../../test/helpers';
import {
  createDraft,
  createStudent,
  uploadDocument,
  uploadStudentDocument,
} from '../../test/quality/world';

const STUDENT = {
  firstName: 'Reem',
  lastName: 'Qasim',
  email: 'reem.qasim@example.com',
  phone: '+971 50 321 4321',
  nationality: 'Iraqi',
  dateOfBirth: '2004-04-04',
  gender: 'female',
  highestQualification: 'High School',
  qualificationName: 'Iraqi Baccalaureate',
  institutionName: 'Baghdad College',
  graduationYear: '2022',
};

describe.each(testDrivers())('REST students and documents on file on %s', (driver) => {
  const world = restWorld(driver);

  it('creates (201, 409 for a known e-mail), reads, updates and lists students', async () => {
    const created = await call(world.t.app, 'POST', '/api/students', {
      token: world.agent.token,
      body: STUDENT,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const duplicate = await call(world.t.app, 'POST', '/api/students', {
      token: world.agent.token,
      body: { ...STUDENT, email: ' Reem.Qasim@EXAMPLE.com' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      message: STUDENT_EMAIL_TAKEN_MESSAGE,
    });

    const updated = await call(world.t.app, 'PUT', `/api/students/${id}`, {
      token: world.agent.token,
      body: { id: 999_999, phone: '+971 55 000 1111' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, phone: '+971 55 000 1111' });

    const read = await call(world.t.app, 'GET', `/api/students/${id}`, {
      token: world.agent.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, documents: [], applications: [] });
    const hidden = await call(world.t.app, 'GET', `/api/students/${id}`, {
      token: world.other.token,
    });
    expect(hidden.statusCode).toBe(404);

    await createStudent(world.t, world.agent.token, { firstName: 'Ahmad' });
    await createStudent(world.t, world.agent.token, { firstName: 'Bilal' });
    const list = await call(world.t.app, 'GET', '/api/students?sort=name&limit=2&offset=1', {
      token: world.agent.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect((list.json() as Array<{ firstName: string }>).map((item) => item.firstName)).toEqual([
      'Bilal',
      'Reem',
    ]);
  });

  it("uploads onto a student's file (201), with an expiry for passports only", async () => {
    const studentId = await createStudent(world.t, world.agent.token);
    const uploaded = await uploadStudentDocument(world.t, world.agent.token, studentId, [
      ['expiresOn', '2030-01-31'],
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({
      studentId,
      applicationId: null,
      documentType: 'passport',
      expiresOn: '2030-01-31',
    });
    const refused = await uploadStudentDocument(world.t, world.agent.token, studentId, [
      ['documentType', 'transcript'],
      ['expiresOn', '2030-01-31'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: EXPIRY_TYPE_MESSAGE });
    expect((await uploadStudentDocument(world.t, world.other.token, studentId)).statusCode).toBe(
      404,
    );
    expect((await uploadStudentDocument(world.t, '', studentId)).statusCode).toBe(401);
    const badId = await uploadStudentDocument(world.t, world.agent.token, 0);
    expect(badId.statusCode).toBe(400);
  });

  it('attaches, sets the expiry, unlinks and deletes documents over REST', async () => {
    const applicationId = await createDraft(world.t, world.agent.token, world.programId, {
      studentEmail: 'rest.documents@example.com',
    });
    const other = await createDraft(world.t, world.agent.token, world.programId, {
      studentEmail: 'rest.documents@example.com',
      intakeDate: 'Fall 2025',
    });
    const uploaded = await uploadDocument(world.t, world.agent.token, applicationId);
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().id as number;

    const attached = await call(
      world.t.app,
      'POST',
      `/api/applications/${other}/documents/attach`,
      {
        token: world.agent.token,
        body: { documentIds: [documentId] },
      },
    );
    expect(attached.statusCode).toBe(200);
    expect((attached.json() as Array<{ id: number }>).map((item) => item.id)).toEqual([documentId]);

    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const expiry = await call(world.t.app, 'PUT', `/api/documents/${documentId}/expiry`, {
      token: world.agent.token,
      body: { expiresOn: inTenDays },
    });
    expect(expiry.statusCode).toBe(200);
    expect(expiry.json().expiresOn).toBe(inTenDays);
    const expiring = await call(world.t.app, 'GET', '/api/documents/expiring', {
      token: world.agent.token,
    });
    expect(expiring.statusCode).toBe(200);
    expect(expiring.headers['x-total-count']).toBe('1');
    expect(expiring.json()).toMatchObject([
      { document: { id: documentId }, warning: { kind: 'soon' } },
    ]);

    const unlinked = await call(
      world.t.app,
      'DELETE',
      `/api/documents/${documentId}?applicationId=${other}`,
      { token: world.agent.token },
    );
    expect(unlinked.statusCode).toBe(204);
    const remaining = await call(world.t.app, 'GET', `/api/applications/${other}/documents`, {
      token: world.agent.token,
    });
    expect(remaining.json()).toEqual([]);
    const stillThere = await call(world.t.app, 'GET', `/api/documents/${documentId}/download`, {
      token: world.agent.token,
    });
    expect(stillThere.statusCode).toBe(200);

    const deleted = await call(world.t.app, 'DELETE', `/api/documents/${documentId}`, {
      token: world.agent.token,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await call(world.t.app, 'GET', `/api/documents/${documentId}/download`, {
      token: world.agent.token,
    });
    expect(gone.statusCode).toBe(404);
  });
});
